import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { exportTexts } from '@uu/i18n/exports';
import type { FastifyInstance } from 'fastify';
import { platformDay } from '../src/lib/clock';
import { ADMIN_PASSWORD, asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { secondInstance, type SecondInstance } from './instances';
import { useTestApp } from './suite';
import { WALLET_ENV } from './wallet-helpers';

type Session = { token: string; email: string };

// Issue 17 item 7: "large exports run in the background with a progress indicator and a download when done".
describe.each(dialects)('background exports on %s', (dialect) => {
  // Anything over two rows runs in the background here (5,000 by default).
  const t = useTestApp(dialect, { env: { ...WALLET_ENV, EXPORT_BACKGROUND_ROWS: '2' } });
  let b: SecondInstance;
  let finance: Session;
  let other: Session;
  const memberNos: string[] = [];
  const today = () => platformDay(t.clock.now(), 'Asia/Taipei');

  async function start(session: Session, kind: string, query: Record<string, unknown> = {}) {
    return asAdmin(t, session, {
      method: 'POST',
      url: '/admin/exports/jobs',
      headers: { 'accept-language': 'zh-TW' },
      payload: { kind, query: { from: today(), to: today(), ...query } },
    });
  }

  async function download(app: FastifyInstance, session: Session, id: number) {
    return app.inject({ method: 'GET', url: `/admin/exports/jobs/${id}/file`, headers: { 'x-admin-token': session.token } });
  }

  beforeAll(async () => {
    // Machines whose clocks agree: each test member moves t's clock by a minute, and a running job is taken over when
    // its heartbeat is two minutes old by the claimer's clock, so two clocks three minutes apart would both write it.
    b = await secondInstance(t, WALLET_ENV, { sameClock: true });
    finance = await t.operator('finance');
    other = await t.operator('finance');
    for (let i = 0; i < 3; i++) memberNos.push((await t.member()).memberNo);
  });
  afterAll(() => b.close());

  it('a small export stays direct: no job, the console downloads the .xlsx call', async () => {
    const res = await start(finance, 'orders');
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ direct: true, rows: 0, job: null });
  });

  it('a large one is queued, written once by one of two instances, with its progress, and opens with exceljs', async () => {
    const started = await start(finance, 'members');
    expect(started.code).toBe(200);
    expect(started.data.direct).toBe(false);
    const total = started.data.rows as number;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(started.data.job).toMatchObject({ kind: 'members', status: 'queued', rowsTotal: total, rowsDone: 0 });
    const id = started.data.job.id;

    const [fromA, fromB] = await Promise.all([t.app.jobs.run('exports'), b.app.jobs.run('exports')]);
    expect([fromA, fromB].sort()).toEqual(['ok', 'skipped']);
    const writer = fromA === 'ok' ? t.app : b.app;

    const list = await asAdmin(t, finance, { method: 'GET', url: '/admin/exports/jobs' });
    const job = list.data.items.find((j: { id: number }) => j.id === id);
    expect(job).toMatchObject({ status: 'done', rowsTotal: total, rowsDone: total, fileName: `uu-members_${today()}_${today()}.xlsx` });
    expect(Date.parse(job.expiresAt) - Date.parse(job.finishedAt)).toBe(24 * 3600_000);

    const res = await download(writer, finance, id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="uu-members_${today()}_${today()}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.name).toBe(exportTexts('zh-Hant').sheets.members);
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const h = exportTexts('zh-Hant').members;
    expect(rows[0]).toEqual(expect.arrayContaining([h.memberNo, h.nickname, h.uu]));
    expect(rows.length).toBe(total + 1);
    const numbers = rows.slice(1).map((r) => r[1]);
    for (const no of memberNos) expect(numbers).toContain(no);
  });

  it('two instances running the queue at once (lease or not) write each job once', async () => {
    const started = await start(finance, 'members');
    const id = started.data.job.id as number;
    const written = await Promise.all([t.app.services.exportJobs.runPending(), b.app.services.exportJobs.runPending()]);
    expect(written[0] + written[1]).toBe(1);
    const list = await asAdmin(t, finance, { method: 'GET', url: '/admin/exports/jobs' });
    expect(list.data.items.find((j: { id: number }) => j.id === id)).toMatchObject({ status: 'done', rowsDone: started.data.rows });
  });

  it('only the operator who asked downloads it, only when done, and not after it expires', async () => {
    const started = await start(finance, 'members');
    const id = started.data.job.id as number;
    const early = await download(t.app, finance, id);
    expect(JSON.parse(early.body).code).toBe(Code.EXPORT_NOT_READY);
    // Written by this instance (the other one's storage is its own DATA_DIR in this test).
    while ((await t.app.services.exportJobs.runPending()) > 0);
    expect((await download(t.app, finance, id)).statusCode).toBe(200);

    const stranger = await download(t.app, other, id);
    expect(stranger.statusCode).toBe(404);
    expect(JSON.parse(stranger.body).code).toBe(Code.EXPORT_NOT_FOUND);
    const theirs = await asAdmin(t, other, { method: 'GET', url: '/admin/exports/jobs' });
    expect(theirs.data.items).toEqual([]);

    t.clock.advance(24 * 3600_000 + 1);
    // The working-day session has ended too: the same operator signs in again.
    const again = await call(t.app, {
      method: 'POST',
      url: '/admin/auth/login',
      payload: { email: finance.email, password: ADMIN_PASSWORD },
    });
    finance = { ...finance, token: again.data.token as string };
    const late = await download(t.app, finance, id);
    expect(late.statusCode).toBe(410);
    expect(JSON.parse(late.body).code).toBe(Code.EXPORT_EXPIRED);
    const stored = () => fs.readdirSync(path.join(t.dataDir, 'exports')).filter((name) => name.startsWith(`${id}-`));
    expect(stored()).toHaveLength(1);
    await t.app.services.exportJobs.purgeExpired();
    expect(stored()).toEqual([]);
    expect((await download(t.app, finance, id)).statusCode).toBe(410);
  });

  it('a kind the role may not download directly is refused in the background too', async () => {
    const op = await t.operator('operator');
    const res = await start(op, 'topups');
    expect(res.code).toBe(Code.ROLE_FORBIDDEN);
    const ok = await start(op, 'members');
    expect(ok.code).toBe(200);
  });
});
