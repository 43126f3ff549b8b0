import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Whether wrk (Debian's package `wrk`) is on the PATH. */
export const hasWrk = () => !spawnSync('wrk', ['--version']).error;

// Each request of a wrk thread: the next sender's token and a key of its own (run, thread number, count).
const SCRIPT = `
local tokens = {}
for token in string.gmatch(os.getenv("WRK_TOKENS"), "[^,]+") do tokens[#tokens + 1] = token end
local body, run, sent = os.getenv("WRK_BODY"), os.getenv("WRK_RUN"), 0
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
function request()
  sent = sent + 1
  return wrk.format("POST", nil, {
    ["content-type"] = "application/json",
    ["satoken"] = tokens[(sent + id) % #tokens + 1],
    ["idempotency-key"] = run .. "-" .. id .. "-" .. sent,
  }, body)
end
`;

/** How a stretch of load went, as the client saw it: the 99th percentile latency (ms) and the requests that failed. */
export type LoadOutcome = { p99: number; failed: number };

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/**
 * POSTs `body` to `url` over `connections` connections for `seconds` with wrk, each request as one of `tokens` (in turn)
 * with its own Idempotency-Key. wrk is written in C and spends a fraction of what a Node client does on the same cores
 * (bench/README.md, the transferUu line).
 */
export async function wrkPosts(url: string, tokens: string[], body: string, seconds: number, connections: number): Promise<LoadOutcome> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-wrk-'));
  const script = path.join(dir, 'transfer.lua');
  fs.writeFileSync(script, SCRIPT);
  try {
    const { stdout } = await promisify(execFile)(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', script, url],
      { env: { PATH: process.env.PATH, WRK_TOKENS: tokens.join(','), WRK_BODY: body, WRK_RUN: Date.now().toString(36) } },
    );
    const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(stdout);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
    if (!p99) throw new Error(`wrk printed no p99:\n${stdout}`);
    return { p99: Math.round(Number(p99[1]) * MS[p99[2]!]!), failed: non2xx + errors };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
