import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { routes } from '@uu/contract/all-routes';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/lib/clock';
import { sha256Hex } from '../src/lib/crypto';
import type { CodeSender } from '../src/modules/codes/code-sender';
import { parseEnv } from '../src/plugins/env';

/** SQLite always; PostgreSQL too when DATABASE_URL_PG points at one (CI sets it). */
export const dialects: Dialect[] = process.env.DATABASE_URL_PG ? ['sqlite', 'postgres'] : ['sqlite'];

export type Dialect = 'sqlite' | 'postgres';

export type TestApp = {
  app: FastifyInstance;
  clock: ManualClock;
  dataDir: string;
  /** Where the database is: the SQLite file's URL or DATABASE_URL_PG, and the PostgreSQL schema of this app. */
  database: { url: string; schema?: string };
  close(): Promise<void>;
};

export type AppOptions = { env?: Record<string, string>; codeSender?: CodeSender; logger?: unknown };

/**
 * An app on the given database with a data folder and a clock of its own. The one place that builds a
 * test server's settings, for the first instance of a test and for any other one on its database.
 */
export async function startApp(
  database: { url: string; schema?: string },
  dataDir: string,
  clock: ManualClock,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const env = parseEnv({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  return buildApp({
    env,
    clock,
    dbSchema: database.schema,
    codeSender: options.codeSender,
    // The test moves the clock and runs the jobs itself (app.jobs.run).
    schedule: false,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}

/**
 * A real app on a real, empty database: a temporary SQLite file, or a fresh PostgreSQL schema
 * dropped afterwards. Time is a ManualClock the test moves.
 */
export async function createTestApp(dialect: Dialect, options: AppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-api-'));
  const clock = new ManualClock();
  const database: { url: string; schema?: string } = { url: `sqlite:${path.join(dataDir, 'app.db')}` };
  if (dialect === 'postgres') {
    database.url = process.env.DATABASE_URL_PG ?? '';
    database.schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`create schema ${database.schema}`);
    await client.end();
  }
  const app = await startApp(database, dataDir, clock, options);
  return {
    app,
    clock,
    dataDir,
    database,
    async close() {
      await app.close();
      if (database.schema) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query(`drop schema ${database.schema} cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a client sends for a password (product.md): SHA-256 hex. */
export const digest = (password: string) => sha256Hex(password);

/** A member's payment-password counters: failures, payments in flight, the lock's end. */
export function payCounters(t: TestApp, userId: number) {
  return t.app.db.kysely
    .selectFrom('users')
    .select(['pay_failures', 'pay_inflight', 'pay_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export type Answer<T = unknown> = { status: number; code: number; msg: string; data: T };

const routeMatchers = Object.values(routes).map((def) => ({
  def,
  pattern: new RegExp(`^${def.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/**
 * Calls the app and reads the envelope. Every successful answer is also checked against the
 * contract's response schema: the server serializes without validating (lib/serializer.ts), so
 * this is where a field that drifts from the contract is caught.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers untyped by default (see eslint.config.js)
export async function call<T = any>(app: FastifyInstance, options: InjectOptions): Promise<Answer<T>> {
  const response = await app.inject(options);
  const body: { code: number; msg: string; data: T } = response.json();
  if (body.code === 200) {
    const url = String(options.url ?? '').split('?')[0] ?? '';
    const method = options.method ?? 'GET';
    const match = routeMatchers.find((r) => (r.def.method === method || (method === 'GET' && 'alsoGet' in r.def)) && r.pattern.test(url));
    if (match) {
      const checked = match.def.response.safeParse(body.data);
      if (!checked.success) throw new Error(`${options.method} ${url}: answer breaks the contract: ${checked.error.message}`);
    }
  }
  return { status: response.statusCode, ...body };
}

/** The codes the outbox sender wrote, newest last. */
export function readOutbox(dataDir: string): { to: string; code: string; purpose: string; at: string }[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export function lastCodeFor(dataDir: string, to: string): string {
  const entry = readOutbox(dataDir)
    .filter((e) => e.to === to)
    .at(-1);
  if (!entry) throw new Error(`no code was sent to ${to}`);
  return entry.code;
}

export async function sendCode(app: FastifyInstance, account: string, purpose = 'register', extra: Partial<InjectOptions> = {}) {
  return call(app, { method: 'GET', url: '/sms/sendCode', query: { account, purpose }, ...extra });
}

export function registerBody(account: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    account,
    code,
    password: digest('secret123'),
    confirmPassword: digest('secret123'),
    agreeService: true,
    agreePrivacy: true,
    ...overrides,
  };
}

/** Registers a member through the API (code from the outbox) and returns their profile. */
export async function registerMember(t: TestApp, account: string, overrides: Record<string, unknown> = {}) {
  // Each member from its own address, so that suites registering many stay under the per-address cap.
  const remoteAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const sent = await sendCode(t.app, account, 'register', { remoteAddress });
  if (sent.code !== 200) throw new Error(`sendCode failed: ${sent.code} ${sent.msg}`);
  t.clock.advance(61_000); // the next member's code must not wait for this one's resend interval
  const res = await call(t.app, {
    method: 'POST',
    url: '/user/register',
    payload: registerBody(account, lastCodeFor(t.dataDir, account), overrides),
  });
  if (res.code !== 200) throw new Error(`register failed: ${res.code} ${res.msg}`);
  return res.data as { id: number; memberNo: string; nickname: string; invitationCode: string };
}

export async function login(app: FastifyInstance, account: string, password = 'secret123', extra: Partial<InjectOptions> = {}) {
  return call<{ token: string; user: { id: number } }>(app, {
    method: 'POST',
    url: '/auth/doLogin',
    payload: { account, password: digest(password) },
    ...extra,
  });
}

export /** A multipart body with the given parts, as a browser's FormData would send it. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----uu-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
