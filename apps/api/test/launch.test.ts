import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The server's entry (src/launch.cjs, built as dist/server.cjs) sizes libuv's pool to the cores before the bundle
// loads (issue 25). Run here in front of a stand-in bundle that keeps the pool busy and counts the process's threads:
// the pool's threads are the only ones that change with its size.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-launch-'));
fs.copyFileSync(path.join(import.meta.dirname, '../src/launch.cjs'), path.join(dir, 'server.cjs'));
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
fs.writeFileSync(
  path.join(dir, 'server.js'),
  `import crypto from 'node:crypto';
import fs from 'node:fs';
await Promise.all(Array.from({ length: 8 }, () => new Promise((resolve) => crypto.pbkdf2('a', 'b', 20000, 32, 'sha256', resolve))));
console.log(JSON.stringify({ threads: fs.readdirSync('/proc/self/task').length, pool: process.env.UV_THREADPOOL_SIZE }));
`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function launch(pool: string | undefined): { threads: number; pool: string } {
  const env = { PATH: process.env.PATH, ...(pool === undefined ? {} : { UV_THREADPOOL_SIZE: pool }) };
  return JSON.parse(execFileSync(process.execPath, [path.join(dir, 'server.cjs')], { env, encoding: 'utf8' })) as {
    threads: number;
    pool: string;
  };
}

describe.runIf(process.platform === 'linux')('the server entry', () => {
  it("gives libuv's pool as many threads as the machine has cores (at least 2), unless the operator said otherwise", () => {
    const cores = Math.max(2, os.availableParallelism());
    const one = launch('1');
    const own = launch(undefined);
    expect(own.pool).toBe(String(cores));
    expect(own.threads - one.threads).toBe(cores - 1);
    const three = launch('3');
    expect(three.pool).toBe('3');
    expect(three.threads - one.threads).toBe(2);
  });
});
