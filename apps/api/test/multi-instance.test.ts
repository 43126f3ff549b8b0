import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerMessage } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/lib/clock';
import { migrations } from '../src/db/migrations';
import { parseEnv } from '../src/plugins/env';
import { adminSession, asAdmin } from './admin-helpers';
import { startFakeOpenAI } from './fake-openai';
import { call, createTestApp, digest, lastCodeFor, login, readOutbox, registerMember, sendCode, type TestApp } from './helpers';
import { secondInstance } from './instances';
import { addCard, ledgerClean, OPERATOR_KEY, PAY, pay, readyMember, WALLET_ENV, type Member } from './wallet-helpers';

// Issue 16 "Several instances, tested": two API instances on one PostgreSQL database and one Redis, as an operator
// scaling out runs them. Where each item of the list is tested:
// - both start together on an empty database, first admin and demo data once: here, two server processes (below);
//   startup-race.test.ts repeats the race 8 rounds in-process.
// - a session made on one works on the other; sign-out, password change and disable take effect at once: here.
// - the request limit (per address and per member) shared through Redis, not doubled; code limits and sign-in
//   lockouts: here. Two deployments on one Redis counting apart: redis-rate-limit.test.ts; the limit's fallback when
//   Redis is down (per-instance limit, said in the log and /ready): faults.test.ts.
// - transfers and withdrawals split across both exact, ledger clean; one idempotency key on both → one
//   transaction: here. An in-flight claim left by a dead instance: idempotency-crash.test.ts.
// - an operator's settings change seen by the other within 1 s (Redis pub/sub): here over HTTP on PostgreSQL;
//   settings-broadcast.test.ts for the platform settings and the time zone.
// - the chat allowance exact across both: here (fake OpenAI-compatible server, fake-openai.ts).
// - the development code outbox shared by the instances (one DATA_DIR): here (docs/decisions.md).
// - background jobs run once (leases): jobs.test.ts; uploads seen by every instance (S3): storage.test.ts.
// - a kill -9 of one of two instances under transfer load loses no confirmed transfer, the other keeps serving:
//   here, two server processes.
// - SIGTERM under load, PostgreSQL lost/frozen/back: faults.test.ts; backups: backup.test.ts; deploy files:
//   deploy-files.test.ts; compose.yaml's topology with nginx in front, as plain processes: bench/lib/scale.ts.

const PG_URL = process.env.DATABASE_URL_PG ?? '';
const REDIS_URL = process.env.REDIS_URL_TEST ?? '';
const ready = Boolean(PG_URL && REDIS_URL);
if (!ready) {
  console.warn('multi-instance.test.ts skipped: set DATABASE_URL_PG and REDIS_URL_TEST (a PostgreSQL and a Redis) to run it');
}

const UU = (units: number) => units * 100;

/** Polls until `check` holds, or fails after `timeoutMs`. */
async function within(timeoutMs: number, check: () => Promise<boolean> | boolean, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(ready)('two instances on one PostgreSQL schema and one Redis', () => {
  let a: TestApp;
  /** The second instance, shaped like the first for the helpers (same data folder, same clock). */
  let b: TestApp;
  let env: Record<string, string>;
  /** What beforeAll started, closed last first (whatever it got to before a failure). */
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const fake = await startFakeOpenAI();
    cleanup.unshift(() => fake.close());
    fake.setMode({ kind: 'stream', pieces: ['ok'] });
    env = {
      ...WALLET_ENV,
      REDIS_URL,
      // A prefix of this run's own: parallel runs on the shared Redis neither hear nor count each other.
      REDIS_PREFIX: `mi${randomBytes(4).toString('hex')}:`,
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      CHAT_DAILY_QUESTIONS: '3,5,8,10,15,20',
    };
    a = await createTestApp('postgres', { env });
    cleanup.unshift(() => a.close());
    await a.app.services.platform.set('withdrawal', { min: UU(100), max: UU(5000), dailyCount: 1000 });
    // The same DATA_DIR: the development outbox is one file for the deployment (docs/decisions.md).
    const second = await secondInstance(a, { ...env, DATA_DIR: a.dataDir }, { sameClock: true });
    cleanup.unshift(() => second.close());
    b = { ...a, app: second.app, close: () => second.close() };
  }, 60_000);
  afterAll(async () => {
    for (const close of cleanup) await close();
  });

  const profile = (t: TestApp, token: string) =>
    call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: token } });

  it('a session made on one works on the other; its sign-out ends it on both at once', async () => {
    const email = `s-${randomUUID().slice(0, 8)}@example.com`;
    await registerMember(a, email);
    const token = (await login(a.app, email)).data.token;
    // Both instances now hold the session in their caches (issue 25): the sign-out must reach both.
    expect((await profile(b, token)).code).toBe(200);
    expect((await profile(a, token)).code).toBe(200);
    expect((await call(b.app, { method: 'POST', url: '/auth/logout', headers: { satoken: token } })).code).toBe(200);
    expect((await profile(a, token)).code).toBe(Code.TOKEN_INVALID);
    expect((await profile(b, token)).code).toBe(Code.TOKEN_INVALID);
  });

  it('a password change on one ends the sessions on the other at once', async () => {
    const email = `p-${randomUUID().slice(0, 8)}@example.com`;
    await registerMember(b, email);
    const onA = (await login(a.app, email)).data.token;
    const onB = (await login(b.app, email)).data.token;
    expect((await profile(a, onB)).code).toBe(200);
    expect((await sendCode(b.app, email, 'reset')).code).toBe(200);
    const res = await call(b.app, {
      method: 'POST',
      url: '/user/resetPassword',
      payload: {
        account: email,
        code: lastCodeFor(a.dataDir, email),
        password: digest('fresh-pass'),
        confirmPassword: digest('fresh-pass'),
      },
    });
    expect(res.code).toBe(200);
    for (const t of [a, b]) for (const token of [onA, onB]) expect((await profile(t, token)).code).toBe(Code.TOKEN_INVALID);
    expect((await login(a.app, email, 'fresh-pass')).code).toBe(200);
  });

  it("an operator's disable on one refuses the member's session on the other at once", async () => {
    const email = `d-${randomUUID().slice(0, 8)}@example.com`;
    const user = await registerMember(a, email);
    const token = (await login(b.app, email)).data.token;
    expect((await profile(b, token)).code).toBe(200);
    expect((await profile(a, token)).code).toBe(200);
    const op = await adminSession(a, 'operator');
    const disabled = await asAdmin(a, op, {
      method: 'POST',
      url: `/admin/members/${user.id}/status`,
      payload: { disabled: true, reason: 'fraud report' },
    });
    expect(disabled.code).toBe(200);
    expect((await profile(b, token)).code).toBe(Code.ACCOUNT_DISABLED);
    // The operator's console session made on one instance works on the other too.
    const enabled = await asAdmin(b, op, {
      method: 'POST',
      url: `/admin/members/${user.id}/status`,
      payload: { disabled: false, reason: 'cleared' },
    });
    expect(enabled.code).toBe(200);
    // The disable ended the session for good; signing in again works on either.
    expect((await profile(a, token)).code).toBe(Code.SESSION_REVOKED);
    expect((await profile(a, (await login(b.app, email)).data.token)).code).toBe(200);
  });

  // Redis hands the note on before the writer answers (its PUBLISH is acknowledged first), yet the other instance reads
  // it off its own connection: on a loaded machine that can trail a call made at once by a few milliseconds. The change
  // must be there within a moment, far inside the cache's 5 s (without the note it is not, for those 5 s).
  it("a member's change on one is on the other's answers at once, though both hold the session in memory", async () => {
    const email = `c-${randomUUID().slice(0, 8)}@example.com`;
    await registerMember(a, email);
    const token = (await login(a.app, email)).data.token;
    expect((await profile(a, token)).code).toBe(200);
    expect((await profile(b, token)).code).toBe(200);
    for (const [writer, reader] of [
      [a, b],
      [b, a],
    ] as const) {
      const nickname = `n${randomBytes(5).toString('hex')}`;
      const changed = await call(writer.app, {
        method: 'POST',
        url: '/personInfo/updateUserInfo',
        headers: { satoken: token },
        payload: { nickname },
      });
      expect(changed.code).toBe(200);
      await vi.waitFor(async () => expect((await profile(reader, token)).data).toMatchObject({ nickname }), { timeout: 500, interval: 20 });
    }
  });

  it('code limits are shared: the resend gap and the daily cap per destination count both instances', async () => {
    const account = `c-${randomUUID().slice(0, 8)}@example.com`;
    const ip = (i: number) => ({ remoteAddress: `10.61.${i}.1` });
    expect((await sendCode(a.app, account, 'register', ip(0))).code).toBe(200);
    expect((await sendCode(b.app, account, 'register', ip(1))).code).toBe(Code.CODE_TOO_SOON);
    for (let i = 1; i < Limits.codesPerDestinationPerDay; i++) {
      a.clock.advance(61_000);
      expect((await sendCode(i % 2 ? b.app : a.app, account, 'register', ip(i + 1))).code).toBe(200);
    }
    for (const t of [a, b]) {
      a.clock.advance(61_000);
      expect((await sendCode(t.app, account, 'register', ip(90))).code).toBe(Code.CODE_DAILY_LIMIT);
    }
    // The codes both instances sent are in the one outbox of the deployment.
    expect(readOutbox(a.dataDir).filter((e) => e.to === account)).toHaveLength(Limits.codesPerDestinationPerDay);
  });

  it(
    'the request limit is shared, not doubled: per client address and per member, counted on both together',
    { timeout: 60_000 },
    async () => {
      // Two more instances of the deployment with a small limit (the same Redis prefix, so the same counters).
      const limited = { ...env, DATA_DIR: a.dataDir, RATE_LIMIT_MAX: '6', RATE_LIMIT_PER_MEMBER: '6' };
      const c = await secondInstance(a, limited, { sameClock: true });
      const d = await secondInstance(a, limited, { sameClock: true });
      try {
        const address = `10.64.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
        const byAddress: number[] = [];
        for (let i = 0; i < 12; i++) {
          byAddress.push((await call((i % 2 ? d : c).app, { method: 'GET', url: '/content/faq', remoteAddress: address })).code);
        }
        expect(byAddress).toEqual([...Array<number>(6).fill(200), ...Array<number>(6).fill(Code.TOO_MANY_REQUESTS)]);

        const email = `r-${randomUUID().slice(0, 8)}@example.com`;
        await registerMember(a, email);
        const token = (await login(a.app, email)).data.token;
        const byMember: number[] = [];
        for (let i = 0; i < 12; i++) {
          // Each call from another address: a member moving between networks is still one member.
          const res = await call((i % 2 ? d : c).app, {
            method: 'GET',
            url: '/personInfo/getUserInfo',
            headers: { satoken: token },
            remoteAddress: `10.65.${i}.${randomBytes(1)[0]}`,
          });
          byMember.push(res.code);
        }
        expect(byMember).toEqual([...Array<number>(6).fill(200), ...Array<number>(6).fill(Code.TOO_MANY_REQUESTS)]);
      } finally {
        await c.close();
        await d.close();
      }
    },
  );

  it('the sign-in lockout counts the attempts on both instances together', async () => {
    const email = `l-${randomUUID().slice(0, 8)}@example.com`;
    await registerMember(a, email);
    for (let i = 0; i < Limits.loginAttemptsPerAccount; i++) {
      const res = await login(i % 2 ? b.app : a.app, email, 'wrong-guess', { remoteAddress: `10.62.0.${i}` });
      expect(res.code).toBe(Code.LOGIN_FAILED);
    }
    expect((await login(a.app, email, 'secret123', { remoteAddress: '10.62.1.1' })).code).toBe(Code.LOGIN_THROTTLED);
    expect((await login(b.app, email, 'secret123', { remoteAddress: '10.62.1.2' })).code).toBe(Code.LOGIN_THROTTLED);
  });

  /**
   * A payment as the app makes it: one idempotency key, sent again while the answer is "busy, retry" (the
   * payment-password checks queue past their wait, or the pool is exhausted on a loaded machine), each retry
   * to the other instance. Returns the final answer.
   */
  async function settle(instances: TestApp[], i: number, m: Member, url: string, body: Record<string, unknown>) {
    const key = randomUUID();
    const deadline = Date.now() + 60_000;
    let retryingSince = 0;
    for (let n = i; ; n++) {
      const answer = await pay(instances[n % instances.length]!, m, url, body, key);
      const retry = [Code.TOO_MANY_REQUESTS, Code.SERVICE_BUSY, Code.IDEMPOTENCY_IN_PROGRESS].includes(answer.code as never);
      if (!retry || Date.now() > deadline) return answer;
      // A claim or a payment-password slot whose clean-up failed (the pool was exhausted too) stays until its
      // lease runs out (10 s; a slot 30 s). The instances' clock is a manual one: time is moved on for them
      // once a payment has been refused for a while, as it would pass on a real machine.
      if (!retryingSince) retryingSince = Date.now();
      else if (Date.now() - retryingSince > 3000) {
        a.clock.advance(31_000);
        retryingSince = 0;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }

  // Ten members, so that no member's payment-password checks (five at a time each) queue past their wait.
  it('100 transfers of 1 split across both by ten members holding 5 each: exactly 50 go through', { timeout: 150_000 }, async () => {
    const senders: Member[] = [];
    for (let i = 0; i < 10; i++) senders.push(await readyMember(a, { uu: UU(5) }));
    const recipient = await readyMember(a);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        settle([a, b], i, senders[i % 10]!, '/transferUu', { to: recipient.memberNo, amount: '1.00', currency: 'UU' }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 50, [Code.INSUFFICIENT_BALANCE]: 50 });
    for (const m of senders) expect(await balance(b, m)).toBe('0.00');
    expect(await balance(a, recipient)).toBe('50.00');
    expect(await ledgerClean(a)).toEqual([]);
  });

  it('100 withdrawals of 100 split across both by five members holding 200 each: exactly 10 go through', { timeout: 90_000 }, async () => {
    const members: { m: Member; card: { id: number } }[] = [];
    for (let i = 0; i < 5; i++) {
      const m = await readyMember(a, { uu: UU(200) });
      members.push({ m, card: await addCard(a, m) });
    }
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const { m, card } = members[i % 5]!;
        return settle([a, b], i, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id });
      }),
    );
    expect(tally(answers)).toEqual({ 200: 10, [Code.INSUFFICIENT_WITHDRAWABLE]: 90 });
    for (const { m } of members) expect(await balance(a, m)).toBe('0.00');
    expect(await ledgerClean(a)).toEqual([]);
  });

  it('one idempotency key sent to both at once: one transaction, one answer', { timeout: 60_000 }, async () => {
    const sender = await readyMember(a, { uu: UU(100) });
    const recipient = await readyMember(a);
    const key = randomUUID();
    const body = { to: recipient.memberNo, amount: '7.00', currency: 'UU' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(i % 2 ? b : a, sender, '/transferUu', body, key)));
    const done = answers.filter((x) => x.code === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    // The rest were told "in progress, retry" while the first worked on it.
    expect(answers.filter((x) => x.code !== 200 && x.code !== Code.IDEMPOTENCY_IN_PROGRESS)).toEqual([]);
    for (const d of done) expect(d.data).toEqual(done[0]!.data);
    // The retries the app makes get the stored answer from either instance.
    for (const t of [a, b]) expect((await pay(t, sender, '/transferUu', body, key)).data).toEqual(done[0]!.data);
    expect(await balance(a, sender)).toBe('93.00');
    expect(await balance(b, recipient)).toBe('7.00');
    expect(await ledgerClean(a)).toEqual([]);
  });

  it("an operator's maintenance switch on one is seen by the other within a second", async () => {
    const admin = await adminSession(a, 'admin');
    const probe = async () => (await call(b.app, { method: 'GET', url: '/content/faq', remoteAddress: '10.63.0.1' })).code;
    expect(await probe()).toBe(200); // b has the setting cached now
    const set = (on: boolean) =>
      asAdmin(a, admin, { method: 'PUT', url: '/admin/maintenance', payload: { on, message: { en: 'Back at six' } } });
    expect((await set(true)).code).toBe(200);
    await within(1000, async () => (await probe()) === Code.MAINTENANCE, 'maintenance on the other instance');
    expect((await set(false)).code).toBe(200);
    await within(1000, async () => (await probe()) === 200, 'maintenance off on the other instance');
  });

  it('the chat allowance is exact across both: 40 questions at once against 3', { timeout: 60_000 }, async () => {
    const email = `q-${randomUUID().slice(0, 8)}@example.com`;
    await registerMember(a, email);
    const token = (await login(a.app, email)).data.token;
    const sockets = await Promise.all(Array.from({ length: 40 }, (_, i) => chatSocket(i % 2 ? b : a, token)));
    try {
      const ends = await Promise.all(sockets.map((s) => s.ask('Race')));
      expect(ends.filter((e) => e.type === 'done')).toHaveLength(3);
      expect(ends.filter((e) => e.type === 'error' && 'code' in e && e.code === Code.QUESTIONS_USED_UP)).toHaveLength(37);
      for (const t of [a, b]) {
        const allowance = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: { satoken: token } });
        expect(allowance.data).toMatchObject({ used: 3, remaining: 0 });
      }
    } finally {
      for (const s of sockets) s.close();
    }
  });
});

/** How many answers of each code. */
function tally(answers: { code: number; msg?: string }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const x of answers) counts[x.code] = (counts[x.code] ?? 0) + 1;
  return counts;
}

async function balance(t: TestApp, m: Member): Promise<string | undefined> {
  const res = await call(t.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: { satoken: m.token } });
  return (res.data as { balances: Record<string, string> }).balances.UU;
}

/** A signed-in chat socket on the instance (listening on a free port), asking one question at a time. */
async function chatSocket(t: TestApp, token: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  const received: ChatServerMessage[] = [];
  let notify: () => void = () => undefined;
  ws.on('message', (raw: Buffer) => {
    received.push(JSON.parse(raw.toString()) as ChatServerMessage);
    notify();
  });
  const until = (test: (m: ChatServerMessage) => boolean) =>
    new Promise<ChatServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame; got ${JSON.stringify(received.slice(-3))}`)), 15_000);
      const look = () => {
        const found = received.find(test);
        if (!found) return;
        clearTimeout(timer);
        resolve(found);
      };
      const previous = notify;
      notify = () => {
        previous();
        look();
      };
      look();
    });
  ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
  await until((m) => m.type === 'ready' || m.type === 'error');
  return {
    async ask(question: string) {
      const id = randomUUID();
      ws.send(JSON.stringify({ type: 'ask', id, question }));
      return until((m) => 'id' in m && m.id === id && (m.type === 'done' || m.type === 'error' || m.type === 'stopped'));
    },
    close: () => ws.terminate(),
  };
}

// ——— The server as an operator runs it: two processes on one fresh database ———

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../src/server.ts');

type Server = { child: ChildProcess; base: string; exited: Promise<unknown>; output: () => string };

/** The real server (src/server.ts through tsx, as faults.test.ts runs it) in a child process on a free port. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let base: string | undefined;
  await within(
    150_000,
    () => {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
      base = output.match(/running at (http:\/\/127\.0\.0\.1:\d+)\//)?.[1];
      return base !== undefined;
    },
    'the server to start',
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; its output: ${output.slice(-2000)}`);
  });
  return { child, base: base!, exited, output: () => output };
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

type Envelope = { code: number; msg: string; data: unknown };

async function post(base: string, url: string, token: string, key: string, body: unknown): Promise<Envelope> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', satoken: token, 'idempotency-key': key, 'accept-language': 'en' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return (await response.json()) as Envelope;
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(ready)('two server processes on one fresh PostgreSQL database and one Redis', () => {
  const database = `uu_mi_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(PG_URL || 'postgres://localhost/x');
    url.pathname = `/${database}`;
    return url.toString();
  })();
  let dataDir = '';
  let servers: Server[] = [];
  /** An in-process instance on the same database, only to set members up and read the ledger. */
  let setup: TestApp | undefined;

  beforeAll(async () => {
    await adminQuery(PG_URL, `create database ${database}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-mi-'));
  }, 30_000);
  afterAll(async () => {
    for (const s of servers) await stopServer(s);
    await setup?.app.close();
    await adminQuery(PG_URL, `drop database if exists ${database} with (force)`).catch(() => undefined);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('both start together on the empty database: migrations, the first admin and the demo data once', { timeout: 180_000 }, async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      REDIS_URL,
      REDIS_PREFIX: `mp${randomBytes(4).toString('hex')}:`,
      DEMO_DATA: '1',
      OPERATOR_API_KEY: OPERATOR_KEY,
      CODES_PER_IP_PER_DAY: '1000000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    for (const s of servers) expect(((await (await fetch(`${s.base}/ready`)).json()) as Envelope).data).toMatchObject({ ready: true });
    // Neither logged an error on the way (pino's JSON lines: 50 is error, 60 fatal).
    for (const s of servers) expect(s.output().match(/"level":(50|60)\b.*/g) ?? []).toEqual([]);
    // Every migration ran, each once (the two waited for each other on the advisory lock).
    const ran = await adminQuery<{ name: string }>(databaseUrl, 'select name from kysely_migration order by name');
    expect(ran.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(await adminQuery(databaseUrl, 'select id from users where email = $1', ['demo@uu.example'])).toHaveLength(1);
    expect(await adminQuery(databaseUrl, 'select id from admin_users')).toHaveLength(1);
    // The demo catalogue (24 goods) and the package goods, once: two seeds would double it.
    expect(await adminQuery(databaseUrl, 'select id from goods')).toHaveLength(27);
  });

  it('a kill -9 of one under transfer load loses no confirmed transfer, and the other keeps serving', { timeout: 150_000 }, async () => {
    expect(servers).toHaveLength(2);
    const [victim, survivor] = servers as [Server, Server];
    const clock = new ManualClock(Date.now());
    const app = await buildApp({
      env: parseEnv({
        ...WALLET_ENV,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web'),
      }),
      clock,
    });
    const local: TestApp = { app, clock, dataDir, database: { url: databaseUrl }, close: () => app.close() };
    setup = local;
    const senders: Member[] = [];
    for (let i = 0; i < 4; i++) senders.push(await readyMember(local, { uu: UU(1000) }));
    const recipient = await readyMember(local);

    type Sent = { key: string; from: Member; to: Server; answer: Envelope | null };
    const sent: Sent[] = [];
    const transfer = (s: Sent, target: Server) =>
      post(target.base, '/transferUu', s.from.token, s.key, {
        payPassword: digest(PAY),
        to: recipient.memberNo,
        amount: '1.00',
        currency: 'UU',
      });
    let killed = false;
    let loading = true;
    const afterKill: (Envelope | Error)[] = [];
    // Four lanes, each one transfer at a time, alternating the instances until the kill and the survivor after it;
    // bounded in count (each sender holds 1,000) and in time (the waits below).
    const load = Promise.all(
      senders.map(async (from, i) => {
        for (let n = 0; loading && n < 900; n++) {
          const target = (i + n) % 2 === 0 && !killed ? victim : survivor;
          const entry: Sent = { key: randomUUID(), from, to: target, answer: null };
          sent.push(entry);
          const wasKilled = killed;
          try {
            entry.answer = await transfer(entry, target);
          } catch (error) {
            if (target === survivor && wasKilled) afterKill.push(error as Error);
          }
          if (target === survivor && wasKilled && entry.answer) afterKill.push(entry.answer);
        }
      }),
    );
    await within(30_000, () => sent.filter((s) => s.to === victim && s.answer?.code === 200).length >= 20, 'transfers under load');
    victim.child.kill('SIGKILL');
    await victim.exited;
    killed = true;
    const confirmedByVictim = sent.filter((s) => s.to === victim && s.answer?.code === 200).length;
    const cutOff = sent.filter((s) => s.to === victim && s.answer === null).length;
    await within(30_000, () => afterKill.length >= 40, 'the survivor to keep serving');
    loading = false;
    await load;
    console.info(`kill -9 under load: ${confirmedByVictim} transfers confirmed by the killed instance, ${cutOff} cut off in flight`);

    // The survivor answered every request after the kill with a business answer: no error, no dropped connection.
    expect(afterKill.filter((x) => x instanceof Error || x.code !== 200)).toEqual([]);
    // What was confirmed before the kill, by either instance, is kept whatever happens next: checked before any retry.
    const confirmedFirst = sent.filter((s) => s.answer?.code === 200);
    const inLedger = async () =>
      new Set(
        (
          await adminQuery<{ id: string | number }>(
            databaseUrl,
            `select id from ledger_transactions where type = 'transfer' and user_id = any($1)`,
            [senders.map((m) => m.id)],
          )
        ).map((r) => Number(r.id)),
      );
    const idOf = (s: Sent) => (s.answer!.data as { transactionId: number }).transactionId;
    const before = await inLedger();
    expect(confirmedFirst.filter((s) => !before.has(idOf(s)))).toEqual([]);
    // The app retries every transfer it got no answer for (its idempotency key) against the survivor; a claim the
    // dead instance left is taken over once its lease (10 s) runs out.
    for (const s of sent.filter((x) => x.answer === null)) {
      await within(
        30_000,
        async () => {
          s.answer = await transfer(s, survivor);
          return s.answer.code !== Code.IDEMPOTENCY_IN_PROGRESS;
        },
        'a retry after the kill',
      );
    }
    const confirmed = sent.filter((s) => s.answer?.code === 200);
    expect(sent.filter((s) => s.answer?.code !== 200)).toEqual([]);
    // Every confirmed transfer is one transaction of the ledger, and the ledger holds no other: nothing lost, nothing doubled.
    const ids = confirmed.map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...(await inLedger())].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    for (const from of senders) {
      const mine = confirmed.filter((s) => s.from === from).length;
      const wallet = await call(local.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: { satoken: from.token } });
      expect((wallet.data as { balances: Record<string, string> }).balances.UU).toBe(`${1000 - mine}.00`);
    }
    // A replay gives the same answer, whichever instance gave the first.
    for (const s of confirmed.filter((x) => x.to === victim).slice(0, 10)) expect(await transfer(s, survivor)).toEqual(s.answer);
    expect(await ledgerClean(local)).toEqual([]);
    expect((await fetch(`${survivor.base}/ready`)).status).toBe(200);
  });
});
