import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from '../../apps/api/src/lib/crypto';

/**
 * The machine's bare argon2id verify rate with the server's own parameters (apps/api lib/crypto.ts): `concurrency`
 * verifications of a payment password at a time for `seconds` seconds, in this process, with its libuv pool. Each
 * committed transfer verifies one; issue 25's yardstick is this rate with the server's own pool
 * (`argon2VerifyRateOnCores`, transfers ÷ that ≥ 0.85).
 */
async function argon2VerifyRate(seconds: number, concurrency: number): Promise<number> {
  const secret = createHash('sha256').update('135790').digest('hex');
  const stored = await hashPassword(secret);
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (!(await verifyPassword(stored, secret))) throw new Error('argon2 verify failed');
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * The same rate with libuv's pool as many threads as the machine has cores, at least 2 (`UV_THREADPOOL_SIZE`, fixed
 * when a process first uses its pool, hence a process of its own), as the server's entry sizes its own
 * (apps/api/src/launch.cjs). By default the pool has 4 threads, so on 2 cores the verifications would share them four
 * ways and run slower than the machine can (bench/README.md "Where a transfer's time goes").
 */
export async function argon2VerifyRateOnCores(seconds: number, concurrency: number): Promise<{ rate: number; threads: number }> {
  const threads = Math.max(2, os.availableParallelism()); // as apps/api/src/launch.cjs sizes the server's
  // This file again, under the same loader (tsx) as the bench: the lines at its end run it.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'rate', String(seconds), String(concurrency)],
    {
      env: { ...process.env, UV_THREADPOOL_SIZE: String(threads) },
    },
  );
  return { rate: Number(stdout.trim()), threads };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'rate') {
  const rate = await argon2VerifyRate(Number(process.argv[3]), Number(process.argv[4]));
  process.stdout.write(`${rate}\n`);
}
