import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import { call, createTestApp } from './helpers';

// Issue 16: the server as an operator runs it (a child process), its database taken away, frozen
// and given back, and SIGTERM under load. The PostgreSQL part makes a cluster of its own on a
// spare port (never the shared one) and runs where the PostgreSQL 15 binaries are (CI).

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../src/server.ts');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 55433);
const havePostgres = fs.existsSync(path.join(PG_BIN, 'initdb')) && fs.existsSync(path.join(PG_BIN, 'pg_ctl'));
const isRoot = process.getuid?.() === 0;

type Answer = { status: number; body: { code: number; msg: string; data: unknown } | null; headers: http.IncomingHttpHeaders };

function request(base: string, url: string, options: { agent?: http.Agent; timeoutMs?: number; method?: string; body?: unknown } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${base}${url}`,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: { 'accept-language': 'en', ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: Answer['body'];
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error(`no answer to ${url} in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Polls until `check` holds (bounded): no fixed sleeps. */
async function waitFor<T>(what: string, probe: () => Promise<T>, check: (value: T) => boolean, withinMs: number): Promise<T> {
  let last: T | Error | undefined;
  try {
    return await vi.waitFor(
      async () => {
        let value: T;
        try {
          value = await probe();
        } catch (error) {
          last = error as Error;
          throw error;
        }
        last = value;
        if (!check(value)) throw new Error('not yet');
        return value;
      },
      { timeout: withinMs, interval: 50 },
    );
  } catch {
    throw new Error(`${what}: not within ${withinMs} ms (last: ${JSON.stringify(last instanceof Error ? last.message : last)})`);
  }
}

type Server = { child: ChildProcess; base: string; exited: Promise<{ code: number | null; signal: string | null }>; output: () => string };

/** The real server (src/server.ts through tsx) in a child process, on a port of its choosing. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = await waitFor(
    'the server to start',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
      return output.match(/running at (http:\/\/127\.0\.0\.1:\d+)\//)?.[1] ?? null;
    },
    (value) => value !== null,
    60_000,
  );
  return { child, base: base!, exited, output: () => output };
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

const busy = (answer: Answer) => answer.status === 503 && answer.body?.code === Code.SERVICE_BUSY;

describe.runIf(havePostgres)('the server when its PostgreSQL goes away', () => {
  // Made in beforeAll, so that a run which filters these tests out leaves nothing behind.
  let clusterDir = '';
  let dataDir = '';
  let pgData = '';
  const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
  const stopped: number[] = [];
  let server: Server | undefined;

  /** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
  const pgTool = (tool: string, args: string[]) => {
    const [command, all] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args]]
      : [path.join(PG_BIN, tool), args];
    return execFileSync(command, all, { stdio: 'pipe', timeout: 30_000 }).toString();
  };
  const pgStart = () =>
    pgTool('pg_ctl', [
      '-D',
      pgData,
      '-w',
      '-t',
      '20',
      '-l',
      path.join(clusterDir, 'log'),
      '-o',
      `-p ${PG_PORT} -k ${clusterDir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  const pgStop = (mode: 'fast' | 'immediate') => pgTool('pg_ctl', ['-D', pgData, '-w', '-t', '20', '-m', mode, 'stop']);
  const postgresPids = () => {
    const postmaster = Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
      .toString()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const thaw = () => {
    for (const pid of stopped.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone already
      }
    }
  };

  beforeAll(async () => {
    clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-faults-pg-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-faults-data-'));
    pgData = path.join(clusterDir, 'data');
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', clusterDir]);
    pgTool('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    pgStart();
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1000',
    });
  }, 90_000);

  afterAll(async () => {
    thaw();
    await stopServer(server);
    try {
      if (pgData) pgStop('immediate');
    } catch {
      // not running
    }
    for (const dir of [clusterDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 envelopes and not-ready while PostgreSQL is down, and serves again within 5 s of its return', async () => {
    const s = server!;
    expect((await request(s.base, '/ready')).status).toBe(200);
    expect((await request(s.base, '/content/faq')).body?.code).toBe(200);

    // Load on it while PostgreSQL stops (fast mode: it ends every connection, idle ones too).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let loading = true;
    const answers: Answer[] = [];
    // Several reads: the FAQ, the home page (five services), the catalogue, the sign-in (a write).
    const paths = ['/content/faq', '/home/index', '/mall/goods', '/mall/categories'];
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        while (loading) {
          const answer = await (
            i === 7
              ? request(s.base, '/auth/doLogin', {
                  agent,
                  method: 'POST',
                  body: { account: 'nobody@example.com', password: 'a'.repeat(64) },
                })
              : request(s.base, paths[i % paths.length]!, { agent })
          ).catch(() => ({ status: 0, body: null, headers: {} }));
          answers.push(answer);
        }
      }),
    );
    pgStop('fast');
    const notReady = await waitFor(
      '/ready to say not ready',
      () => request(s.base, '/ready'),
      (a) => a.status === 503,
      5000,
    );
    expect(notReady.body).toMatchObject({ code: Code.SERVICE_BUSY, data: { ready: false, database: 'down' } });
    const away = await request(s.base, '/content/faq');
    expect(away.status).toBe(503);
    expect(away.body).toMatchObject({ code: Code.SERVICE_BUSY, msg: expect.stringMatching(/busy/i), data: null });
    expect((await request(s.base, '/health')).status).toBe(200);
    loading = false;
    await load;
    agent.destroy();
    expect(s.child.exitCode).toBeNull();
    // Every answer under load was a business answer (a refused sign-in too) or a clean 503 envelope:
    // no 500, no dropped connection.
    expect(answers.filter((a) => !((a.status === 200 && typeof a.body?.code === 'number') || busy(a)))).toEqual([]);

    pgStart();
    const back = Date.now();
    await waitFor(
      'the server to serve again',
      () => request(s.base, '/content/faq'),
      (a) => a.body?.code === 200,
      5000,
    );
    expect(Date.now() - back).toBeLessThan(5000);
    expect((await request(s.base, '/ready')).body).toMatchObject({ code: 200, data: { ready: true, database: 'ok', migrations: 'done' } });
  }, 60_000);

  it('ends a request held by a lock at the statement timeout with a clean 503', async () => {
    const s = server!;
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table faq_items in access exclusive mode');
      const started = Date.now();
      const answer = await request(s.base, '/content/faq');
      expect(busy(answer)).toBe(true);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    expect((await request(s.base, '/content/faq')).body?.code).toBe(200);
  }, 30_000);

  it('ends requests within the timeouts while PostgreSQL is frozen, and recovers when it thaws', async () => {
    const s = server!;
    expect((await request(s.base, '/content/faq')).body?.code).toBe(200);
    for (const pid of postgresPids()) {
      process.kill(pid, 'SIGSTOP');
      stopped.push(pid);
    }
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 4 }, () => request(s.base, '/content/faq', { timeoutMs: 10_000 })));
      // The statement (1 s) and connection (1 s) timeouts, plus the client-side margin.
      expect(Date.now() - started).toBeLessThan(6000);
      expect(answers.every(busy)).toBe(true);
      const notReady = await request(s.base, '/ready', { timeoutMs: 10_000 });
      expect(notReady.status).toBe(503);
    } finally {
      thaw();
    }
    await waitFor(
      'the server to serve again',
      () => request(s.base, '/content/faq'),
      (a) => a.body?.code === 200,
      5000,
    );
  }, 40_000);
});

describe('the server on SIGTERM', () => {
  let server: Server | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-faults-term-'));
    server = await startServer({ DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`, DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '5000' });
  }, 90_000);
  afterAll(async () => {
    await stopServer(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('under load answers what is in flight, refuses the rest with an envelope and exits 0 within the grace period', async () => {
    const s = server!;
    const port = Number(new URL(s.base).port);
    // A request in flight when SIGTERM arrives: its body is still coming, on a keep-alive connection.
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    let slowAnswer = '';
    slow.on('data', (chunk) => (slowAnswer += chunk.toString()));
    const body = JSON.stringify({ account: 'nobody@example.com', password: 'a'.repeat(64) });
    slow.write(
      `POST /auth/doLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: en\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Another, alone on its connection: once answered, the connection is idle but kept alive.
    const lone = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => lone.once('connect', resolve));
    let loneAnswer = '';
    lone.on('data', (chunk) => (loneAnswer += chunk.toString()));
    lone.write(
      `POST /auth/doLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: en\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A chat socket: closed with "service restart" (1012), the app's hint to reconnect elsewhere.
    const socket = new WebSocket(`${s.base.replace('http', 'ws')}${CHAT_SOCKET_PATH}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    // Load on keep-alive connections.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    let loading = true;
    const answers: Answer[] = [];
    const load = Promise.all(
      Array.from({ length: 10 }, async () => {
        while (loading) {
          const answer = await request(s.base, '/content/faq', { agent }).catch(() => null);
          if (answer) answers.push(answer);
          else break; // the server has stopped listening
        }
      }),
    );
    await waitFor(
      'load to run',
      async () => answers.length,
      (n) => n >= 20,
      10_000,
    );

    const signalled = Date.now();
    s.child.kill('SIGTERM');
    // Draining once the server no longer takes new connections (or says it is not ready).
    await waitFor(
      'the server to start draining',
      () =>
        request(s.base, '/ready').then(
          (a) => a.status,
          () => 0,
        ),
      (status) => status !== 200,
      3000,
    );
    // The in-flight request's body arrives, with a second request pipelined behind it on the same
    // connection: the first is answered, the second refused with the envelope (not Fastify's body).
    const second = `GET /content/faq HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n\r\n`;
    slow.write(body.slice(10) + second);
    lone.write(body.slice(10));
    loading = false;
    await load;
    const exit = await Promise.race([s.exited, new Promise<'alive'>((resolve) => setTimeout(() => resolve('alive'), 8000))]);
    agent.destroy();
    slow.destroy();
    lone.destroy();

    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(6000);
    expect(await socketClosed).toBe(1012);
    const [first, refused] = slowAnswer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/"code":10\d\d/);
    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(refused!.slice(refused!.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: Code.SERVICE_BUSY, data: null });
    expect(loneAnswer).toMatch(/^HTTP\/1\.1 200[^]*"code":10\d\d/);
    expect(answers.filter((a) => !(a.body?.code === 200 || busy(a)))).toEqual([]);
  }, 60_000);
});

describe('the request limit when its Redis cannot be reached', () => {
  it('falls back to a per-instance limit, says so in the log and in /ready', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    // Nothing listens on port 1: every connection attempt is refused.
    const t = await createTestApp('sqlite', {
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '3' },
      logger: { level: 'warn', stream },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await call(t.app, { method: 'GET', url: '/health', remoteAddress: '10.9.9.9' })).code);
      expect(codes).toEqual([200, 200, 200, Code.TOO_MANY_REQUESTS, Code.TOO_MANY_REQUESTS]);
      const ready = await call(t.app, { method: 'GET', url: '/ready', remoteAddress: '10.9.9.10' });
      expect(ready.status).toBe(503);
      expect(ready.data).toMatchObject({ ready: false, database: 'ok', redis: 'down', rateLimit: 'per-instance' });
      expect(lines.some((line) => /request limit is counted per instance/.test(line))).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
