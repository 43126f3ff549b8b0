import type { Insertable } from 'kysely';
import type { ExportKind } from '@uu/contract/admin-exports';
import type { Currency } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';
import type { Window } from './admin-finance.repository';
import type { ExportJobRow, ExportJobsTable } from './export-jobs.table';

/** The filters of any kind, as instants (the service turns platform days into a window). */
export type ExportFilter = Window & { status?: string | number; currency?: Currency };

/**
 * How many rows an export would write: the same tables and filters as its batches in admin-finance.repository.ts,
 * each on an indexed creation time.
 */
export async function countExportRows(db: Executor, kind: ExportKind, f: ExportFilter): Promise<number> {
  const table = { orders: 'orders', members: 'users', topups: 'topups', withdrawals: 'withdrawals', entries: 'ledger_entries' } as const;
  let query = db.selectFrom(table[kind]).select((eb) => eb.fn.countAll<number>().as('n'));
  if (f.from !== undefined) query = query.where('created_at', '>=', f.from);
  if (f.to !== undefined) query = query.where('created_at', '<', f.to);
  if (f.status !== undefined && kind !== 'members' && kind !== 'entries') query = query.where('status', '=', f.status as never);
  if (f.currency !== undefined && kind === 'entries') query = query.where('currency', '=', f.currency as never);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertExportJob(db: Executor, job: Insertable<ExportJobsTable>): Promise<ExportJobRow> {
  return db.insertInto('export_jobs').values(job).returningAll().executeTakeFirstOrThrow();
}

/** An operator's own jobs (null: the integrations' key), newest first. */
export function ownExportJobs(db: Executor, adminId: number | null, limit: number): Promise<ExportJobRow[]> {
  const query = db.selectFrom('export_jobs').selectAll();
  return (adminId === null ? query.where('admin_id', 'is', null) : query.where('admin_id', '=', adminId))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function ownExportJob(db: Executor, adminId: number | null, id: number): Promise<ExportJobRow | undefined> {
  const query = db.selectFrom('export_jobs').selectAll().where('id', '=', id);
  return (adminId === null ? query.where('admin_id', 'is', null) : query.where('admin_id', '=', adminId)).executeTakeFirst();
}

/**
 * Claims the oldest job waiting to be written — queued, or running with a runner silent since `staleBefore` (its
 * instance ended mid-file) — for `runner`, with one conditional update: of several instances claiming at once,
 * exactly one gets each job on both databases.
 */
export async function claimExportJob(db: Executor, runner: string, now: number, staleBefore: number): Promise<ExportJobRow | undefined> {
  for (;;) {
    const candidate = await db
      .selectFrom('export_jobs')
      .select(['id'])
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)])]))
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await db
      .updateTable('export_jobs')
      .set({ status: 'running', runner, heartbeat_at: now, rows_done: 0 })
      .where('id', '=', candidate.id)
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)])]))
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
    // Another instance claimed it between the two statements: look for the next one.
  }
}

/** The runner's progress; false when the job is no longer its own (taken over after a stall). */
export async function recordExportProgress(db: Executor, id: number, runner: string, rowsDone: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('export_jobs')
    .set({ rows_done: rowsDone, heartbeat_at: now })
    .where('id', '=', id)
    .where('runner', '=', runner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function finishExportJob(
  db: Executor,
  id: number,
  runner: string,
  outcome: { status: 'done'; storageKey: string; rowsDone: number; now: number; expiresAt: number } | { status: 'failed'; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('export_jobs')
    .set(
      outcome.status === 'done'
        ? {
            status: 'done',
            storage_key: outcome.storageKey,
            rows_done: outcome.rowsDone,
            finished_at: outcome.now,
            expires_at: outcome.expiresAt,
          }
        : { status: 'failed', finished_at: outcome.now },
    )
    .where('id', '=', id)
    .where('runner', '=', runner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Finished files past their time, still stored. */
export function expiredExportFiles(db: Executor, now: number) {
  return db
    .selectFrom('export_jobs')
    .select(['id', 'storage_key'])
    .where('status', '=', 'done')
    .where('storage_key', 'is not', null)
    .where('expires_at', '<=', now)
    .execute();
}

export async function forgetExportFile(db: Executor, id: number): Promise<void> {
  await db.updateTable('export_jobs').set({ storage_key: null }).where('id', '=', id).execute();
}
