import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../apps/api/src/lib/crypto';

/**
 * The machine's bare argon2id verify rate with the server's own parameters (apps/api lib/crypto.ts): `concurrency`
 * verifications of a payment password at a time for `seconds` seconds, in this process. The yardstick of committed
 * transfers, each of which verifies one (issue 25: transfers ÷ this ≥ 0.85).
 */
export async function argon2VerifyRate(seconds: number, concurrency: number): Promise<number> {
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
