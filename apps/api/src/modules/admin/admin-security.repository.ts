import type { Executor } from '../../db/database';

// Two-factor sign-in, sign-in history and session lists of operator accounts. Every check that
// decides (a code's time step, a recovery code, a challenge's attempts) is one conditional UPDATE,
// so two parallel requests cannot both pass it.

function changed(result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }): number {
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);
}

export async function setPendingSecret(db: Executor, adminId: number, sealed: string): Promise<void> {
  await db.updateTable('admin_users').set({ totp_pending_secret: sealed }).where('id', '=', adminId).execute();
}

/** Turns the pending secret on, once: false when another request did it first or the set-up changed meanwhile. */
export async function enableTwoFactor(db: Executor, adminId: number, pending: string, step: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({ totp_secret: pending, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step })
    .where('id', '=', adminId)
    .where('totp_pending_secret', '=', pending)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return changed(result) === 1;
}

/** Takes a code's time step once: false for a step at or before the last one taken (a replayed code). */
export async function acceptTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where('totp_secret', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return changed(result) === 1;
}

export async function resetTwoFactor(db: Executor, adminId: number): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('admin_login_challenges').where('admin_id', '=', adminId).execute();
}

export async function replaceRecoveryCodes(db: Executor, adminId: number, hashes: string[], now: number): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: now, used_at: null })))
    .execute();
}

/** Spends a recovery code: true once per code. */
export async function useRecoveryCode(db: Executor, adminId: number, hash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return changed(result) === 1;
}

export async function recoveryCodesLeft(db: Executor, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(
  db: Executor,
  row: { adminId: number; tokenHash: string; ip: string | null; userAgent: string | null; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('admin_login_challenges')
    .values({
      admin_id: row.adminId,
      token_hash: row.tokenHash,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Counts an attempt at a challenge before the code is checked, in one conditional update: none
 * (undefined) once it is used, expired, or out of attempts.
 */
export function spendChallengeAttempt(db: Executor, tokenHash: string, now: number, maxAttempts: number) {
  return db
    .updateTable('admin_login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'admin_id', 'ip', 'user_agent'])
    .executeTakeFirst();
}

/** Ends a challenge with its success: true once. */
export async function useChallenge(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_login_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return changed(result) === 1;
}

export async function deleteOldChallenges(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('admin_login_challenges').where('expires_at', '<', before).execute();
}

export async function insertSignIn(
  db: Executor,
  row: { adminId: number; at: number; ip: string | null; userAgent: string | null; result: string },
): Promise<void> {
  await db
    .insertInto('admin_sign_ins')
    .values({ admin_id: row.adminId, at: row.at, ip: row.ip, user_agent: row.userAgent, result: row.result })
    .execute();
}

export function latestSignIns(db: Executor, adminId: number, limit: number) {
  return db
    .selectFrom('admin_sign_ins')
    .select(['id', 'at', 'ip', 'user_agent', 'result'])
    .where('admin_id', '=', adminId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The account's sessions that still answer: not ended, not expired, not idle past `idleSince`. */
export function openSessions(db: Executor, adminId: number, now: number, idleSince: number) {
  return db
    .selectFrom('admin_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Ends one open session of the account: false when it is not one. */
export async function revokeSessionOf(db: Executor, adminId: number, sessionId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return changed(result) === 1;
}
