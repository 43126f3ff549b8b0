import type { CodePurpose } from '@uu/contract/enums';
import { Limits } from '@uu/contract/limits';
import type { Executor } from '../../db/database';
import type { VerificationCodeRow } from './codes.table';

export async function insertCode(
  db: Executor,
  values: { destination: string; purpose: CodePurpose; codeHash: string; ip: string | null; now: number; expiresAt: number },
): Promise<number> {
  const row = await db
    .insertInto('verification_codes')
    .values({
      destination: values.destination,
      purpose: values.purpose,
      code_hash: values.codeHash,
      ip: values.ip,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest code sent to a destination for a purpose; a new code makes older ones unusable. */
export async function findLatestCode(db: Executor, destination: string, purpose: CodePurpose): Promise<VerificationCodeRow | undefined> {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try; false when the code was already void or used (a concurrent try got there first). */
export async function recordWrongTry(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', Limits.codeMaxTries)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Uses a code once: only one of two concurrent requests with the right code wins. */
export async function consumeCode(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', Limits.codeMaxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export async function deleteCodesBefore(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('expires_at', '<', before).execute();
}
