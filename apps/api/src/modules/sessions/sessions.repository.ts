import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { UserRow } from '../accounts/accounts.table';
import type { RevokeReason, SessionDevice } from './sessions.table';

export type SessionWithUser = {
  session: {
    id: number;
    expiresAt: number;
    lastSeenAt: number;
    revokedAt: number | null;
    revokeReason: RevokeReason | null;
  };
  user: UserRow;
};

export async function insertSession(
  db: Executor,
  values: {
    userId: number;
    tokenHash: string;
    clientType: number | null;
    ip: string | null;
    now: number;
    expiresAt: number;
    device?: SessionDevice | undefined;
  },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      ...values.device,
      user_id: values.userId,
      token_hash: values.tokenHash,
      client_type: values.clientType,
      ip: values.ip,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function sessionLookup(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as s_id',
      'sessions.expires_at as s_expires_at',
      'sessions.last_seen_at as s_last_seen_at',
      'sessions.revoked_at as s_revoked_at',
      'sessions.revoke_reason as s_revoke_reason',
    ])
    .where('sessions.token_hash', '=', tokenHash);
}

const compiledLookup = prepared((db, p: { tokenHash: string }) => sessionLookup(db, p.tokenHash));

/**
 * The session of a token and its account, in one query. This runs on every authenticated call the instance has not
 * cached, so the query is built and compiled once per database (db/prepared.ts) and run with the token's hash as its
 * only value: building it each time was a fifth of an authenticated read's cost (bench/).
 */
export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionWithUser | undefined> {
  const { rows } = await compiledLookup(db, { tokenHash });
  const row = rows[0];
  if (!row) return undefined;
  const { s_id, s_expires_at, s_last_seen_at, s_revoked_at, s_revoke_reason, ...user } = row;
  return {
    session: {
      id: s_id,
      expiresAt: s_expires_at,
      lastSeenAt: s_last_seen_at,
      revokedAt: s_revoked_at,
      revokeReason: s_revoke_reason,
    },
    user,
  };
}

/** Slides the expiry forward; only a live session moves. */
export async function touchSession(db: Executor, id: number, now: number, expiresAt: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes a live session; false when it was revoked already (by a concurrent call). */
export async function revokeSession(db: Executor, id: number, reason: RevokeReason, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes one live session of a member; false when the member has no such live session. */
export async function revokeSessionOf(db: Executor, userId: number, id: number, reason: RevokeReason, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The live sessions of an account (its signed-in devices), most recently active first. */
export async function listLiveSessions(db: Executor, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'client_type', 'ip', 'created_at', 'last_seen_at', 'device_kind', 'device_model', 'browser', 'os', 'country'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes every live session of an account but one; the ids it ended. */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepId: number,
  reason: RevokeReason,
  now: number,
): Promise<number[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The language of the account's latest session that recorded one, other than `exceptId`. */
export async function latestSessionLocale(db: Executor, userId: number, exceptId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('locale')
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('locale', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.locale ?? null;
}

export async function revokeUserSessions(db: Executor, userId: number, reason: RevokeReason, now: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets sessions that ended long ago, so the table does not grow without bound. */
export async function deleteStaleSessions(db: Executor, before: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
}
