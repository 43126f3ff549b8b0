import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export type Server = {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** The process's resident memory now, in MB (Linux: /proc), or null where it cannot be read. */
  rssMb(): number | null;
  pid: number | undefined;
};

function rssOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The built API server (apps/api/dist) in its own process, on a fresh database. */
export async function startApi(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-bench-'));
  const child = spawn(
    process.execPath,
    // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    // BENCH_NODE_FLAGS: more of node's flags for the server, space-separated (e.g. --perf-basic-prof-only-functions
    // for `perf record`, --trace-opt --trace-deopt).
    // BENCH_API_SERVER=<file>: another build's entry (server.cjs; server.js of a build before it), in a copy of
    // apps/api/dist kept inside apps/api so its packages resolve, to measure two builds interleaved (bench/README.md).
    [
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
      ...(process.env.BENCH_NODE_FLAGS?.trim() ? process.env.BENCH_NODE_FLAGS.trim().split(/\s+/) : []),
      // As the Dockerfile's CMD and `npm start` run the server.
      '--max-semi-space-size=8',
      process.env.BENCH_API_SERVER ?? path.join(root, 'apps/api/dist/server.cjs'),
    ],
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.db')}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The request limiter stays on (its cost is part of the figure) but high enough for one client.
        RATE_LIMIT_MAX: '100000000',
        RATE_LIMIT_PER_MEMBER: '100000000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // BENCH_START_MS: a loaded machine (many processes on two cores) may take longer than 30 s to start the server.
  await waitFor(`${url}/health`, child, Number(process.env.BENCH_START_MS ?? 30_000));
  return { url, dataDir, stop: () => stop(child, dataDir), rssMb: () => rssOf(child.pid), pid: child.pid };
}

/** The bare Fastify yardstick in its own process. */
export async function startBare(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, dataDir: '', stop: () => stop(child), rssMb: () => rssOf(child.pid), pid: child.pid };
}

function stop(child: ChildProcess, dataDir?: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null) {
      done();
      return;
    }
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}
