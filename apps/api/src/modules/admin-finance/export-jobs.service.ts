import { allows } from '@uu/contract/admin-permissions';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { ExportJob, ExportJobList, ExportKind, ExportJobQuery, StartExportResult } from '@uu/contract/admin-exports';
import { routes } from '@uu/contract/all-routes';
import type { Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../files/storage';
import type { AdminExportsService, XlsxFile } from './admin-exports.service';
import type { AdminFinanceService, Caller } from './admin-finance.service';
import {
  claimExportJob,
  countExportRows,
  expiredExportFiles,
  finishExportJob,
  forgetExportFile,
  insertExportJob,
  ownExportJob,
  ownExportJobs,
  recordExportProgress,
} from './export-jobs.repository';
import type { ExportJobRow } from './export-jobs.table';
import { XLSX_TYPE } from './xlsx';

/** The direct download of each kind: its permission is the kind's permission here too. */
const DIRECT = {
  orders: routes.exportOrdersXlsx,
  members: routes.exportMembersXlsx,
  topups: routes.exportTopupsXlsx,
  withdrawals: routes.exportWithdrawalsXlsx,
  entries: routes.exportEntriesXlsx,
} as const;

/** A running job whose runner has said nothing for this long lost its instance: another one starts it again. */
const STALL_MS = 2 * 60_000;
/** "My exports" shows this many of the newest. */
const LIST_SIZE = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Exports too large to answer at once (issue 17 item 7, "large exports run in the background with a progress
 * indicator and a download when done"). Starting one counts its rows: up to `backgroundRows` the console downloads
 * it directly; above, a job is queued. The `exports` background job (app.ts, under its lease) claims each queued job
 * with a conditional update — once across instances —, writes the same spreadsheet as the direct download into a
 * temporary file while recording rows done, and moves it into the export storage (local or S3). Only the operator
 * who asked lists and downloads it, until it expires; the housekeeping job deletes expired files.
 */
export class ExportJobsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #sheets: AdminExportsService;
  readonly #finance: AdminFinanceService;
  readonly #storage: FileStorage;
  readonly #backgroundRows: number;
  readonly #keepMs: number;
  readonly #runner: string;
  #busy = false;

  constructor(deps: {
    db: Db;
    clock: Clock;
    sheets: AdminExportsService;
    finance: AdminFinanceService;
    storage: FileStorage;
    backgroundRows: number;
    keepHours: number;
    runner: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#sheets = deps.sheets;
    this.#finance = deps.finance;
    this.#storage = deps.storage;
    this.#backgroundRows = deps.backgroundRows;
    this.#keepMs = deps.keepHours * 3600_000;
    this.#runner = deps.runner;
  }

  async start(caller: Caller, body: { kind: ExportKind; query: ExportJobQuery }, locale: Locale): Promise<StartExportResult> {
    if (!allows(caller.admin.permissions, DIRECT[body.kind].permission)) throw new AppError('ROLE_FORBIDDEN', { status: 403 });
    const q = body.query;
    const window = this.#finance.exportWindow(q);
    const filter = {
      orders: q.orderStatus,
      members: undefined,
      topups: q.topupStatus,
      withdrawals: q.withdrawalStatus,
      entries: undefined,
    };
    const rows = await countExportRows(this.#db.kysely, body.kind, { ...window, status: filter[body.kind], currency: q.currency });
    if (rows <= this.#backgroundRows) return { direct: true, rows, job: null };
    const job = await insertExportJob(this.#db.kysely, {
      admin_id: caller.admin.id,
      kind: body.kind,
      query: JSON.stringify(q),
      locale,
      status: 'queued',
      rows_total: rows,
      rows_done: 0,
      file_name: `uu-${body.kind}_${q.from}_${q.to}.xlsx`,
      created_at: this.#clock.now(),
    });
    return { direct: false, rows, job: toView(job) };
  }

  async list(caller: Caller): Promise<ExportJobList> {
    const rows = await ownExportJobs(this.#db.kysely, caller.admin.id, LIST_SIZE);
    return { items: rows.map(toView) };
  }

  /** The finished file of one of the caller's own jobs. */
  async download(caller: Caller, id: number): Promise<{ fileName: string; stream: Readable }> {
    const job = await ownExportJob(this.#db.kysely, caller.admin.id, id);
    if (!job) throw new AppError('EXPORT_NOT_FOUND', { status: 404 });
    if (job.status !== 'done') throw new AppError('EXPORT_NOT_READY', { status: 409 });
    const expired = job.expires_at !== null && job.expires_at <= this.#clock.now();
    const stream = !expired && job.storage_key ? await this.#storage.open(job.storage_key) : null;
    if (!stream) throw new AppError('EXPORT_EXPIRED', { status: 410 });
    return { fileName: job.file_name, stream };
  }

  /**
   * Writes the queued jobs, one after another, until none is left; a second call while this instance is writing
   * returns at once (the lease's ticks keep coming during a long file).
   */
  async runPending(): Promise<number> {
    if (this.#busy) return 0;
    this.#busy = true;
    let written = 0;
    try {
      for (;;) {
        const now = this.#clock.now();
        const job = await claimExportJob(this.#db.kysely, this.#runner, now, now - STALL_MS);
        if (!job) return written;
        await this.#write(job);
        written++;
      }
    } finally {
      this.#busy = false;
    }
  }

  /** Deletes the files past their time (the housekeeping job); their rows stay, shown as expired. */
  async purgeExpired(): Promise<void> {
    for (const file of await expiredExportFiles(this.#db.kysely, this.#clock.now())) {
      if (file.storage_key) await this.#storage.remove(file.storage_key);
      await forgetExportFile(this.#db.kysely, file.id);
    }
  }

  async #write(job: ExportJobRow): Promise<void> {
    const k = this.#db.kysely;
    const temp = path.join(os.tmpdir(), `uu-export-${randomUUID()}.xlsx`);
    let rowsDone = 0;
    const progress = async (done: number) => {
      rowsDone = done;
      if (!(await recordExportProgress(k, job.id, this.#runner, done, this.#clock.now()))) throw new Error('export job taken over');
    };
    try {
      const file = await this.#sheet(job, progress);
      await pipeline(file.stream, createWriteStream(temp));
      const key = `${job.id}-${randomUUID()}.xlsx`;
      await this.#storage.putFile(key, temp, XLSX_TYPE);
      const now = this.#clock.now();
      const finished = await finishExportJob(k, job.id, this.#runner, {
        status: 'done',
        storageKey: key,
        rowsDone,
        now,
        expiresAt: now + this.#keepMs,
      });
      if (!finished) await this.#storage.remove(key);
    } catch {
      // The operator sees it failed and starts it again; a job taken over by another instance stays theirs.
      await finishExportJob(k, job.id, this.#runner, { status: 'failed', now: this.#clock.now() });
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  #sheet(job: ExportJobRow, progress: (done: number) => Promise<void>): Promise<XlsxFile> {
    const q = JSON.parse(job.query) as ExportJobQuery;
    const locale = job.locale as Locale;
    const range = { from: q.from, to: q.to };
    switch (job.kind) {
      case 'orders':
        return this.#sheets.orders(null, { ...range, status: q.orderStatus }, locale, progress);
      case 'members':
        return this.#sheets.members(null, range, locale, progress);
      case 'topups':
        return this.#sheets.topups(null, { ...range, status: q.topupStatus }, locale, progress);
      case 'withdrawals':
        return this.#sheets.withdrawals(null, { ...range, status: q.withdrawalStatus }, locale, progress);
      case 'entries':
        return this.#sheets.entries(null, { ...range, currency: q.currency }, locale, progress);
    }
  }
}

function toView(row: ExportJobRow): ExportJob {
  const q = JSON.parse(row.query) as ExportJobQuery;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    from: q.from,
    to: q.to,
    fileName: row.file_name,
    rowsTotal: Number(row.rows_total),
    rowsDone: Number(row.rows_done),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: iso(row.finished_at),
    expiresAt: iso(row.expires_at),
  };
}
