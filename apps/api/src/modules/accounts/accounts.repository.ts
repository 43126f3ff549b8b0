import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { NewUserRow, UserRow, UserUpdate } from './accounts.table';

const byId = prepared((db, p: { id: number }) => db.selectFrom('users').selectAll().where('id', '=', p.id));

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return (await byId(db, { id })).rows[0];
}

// A transfer's recipient lookups (and sign-in's), compiled once (db/prepared.ts).
const byEmail = prepared((db, p: { email: string }) => db.selectFrom('users').selectAll().where('email', '=', p.email));
const byPhone = prepared((db, p: { phone: string }) => db.selectFrom('users').selectAll().where('phone', '=', p.phone));
const byMemberNo = prepared((db, p: { memberNo: string }) => db.selectFrom('users').selectAll().where('member_no', '=', p.memberNo));

/** The account registered with this email or phone (already normalized by the contract). */
export async function findUserByContact(db: Executor, contact: string): Promise<UserRow | undefined> {
  const { rows } = contact.includes('@') ? await byEmail(db, { email: contact }) : await byPhone(db, { phone: contact });
  return rows[0];
}

export async function findUserByMemberNo(db: Executor, memberNo: string): Promise<UserRow | undefined> {
  return (await byMemberNo(db, { memberNo })).rows[0];
}

const byPhoneOrMemberNo = prepared((db, p: { phone: string; memberNo: string }) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('phone', '=', p.phone), eb('member_no', '=', p.memberNo)])),
);

/**
 * What eight digits name, in one statement (issue 25): the member whose phone they are, else the one with that
 * member number (the phone wins when they are two members).
 */
export async function findUserByPhoneOrMemberNo(db: Executor, phone: string, memberNo: string): Promise<UserRow | undefined> {
  const { rows } = await byPhoneOrMemberNo(db, { phone, memberNo });
  return rows.find((row) => row.phone === phone) ?? rows[0];
}

export async function findUserByNickname(db: Executor, nickname: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByInvitationCode(db: Executor, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('invitation_code', '=', code).executeTakeFirst();
}

export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

/** True when an error is a unique-constraint (or primary-key) violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505';
}

/** The person behind an account: a sibling's owner, or the account itself (product.md "several accounts"). */
export function personOf(user: Pick<UserRow, 'id' | 'owner_id'>): number {
  return user.owner_id ?? user.id;
}

/** The registered account and its siblings, oldest first. */
export async function findAccountsOfPerson(db: Executor, personId: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', personId), eb('owner_id', '=', personId)]))
    .orderBy('id')
    .execute();
}

export async function updateUser(db: Executor, id: number, patch: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Changes a member's row without reading it back. */
export async function patchUser(db: Executor, id: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/** Sets the status from `from` to `to` (one conditional UPDATE); false when the status was not `from`. */
export async function setUserStatusIf(
  db: Executor,
  id: number,
  from: UserRow['status'],
  to: UserRow['status'],
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets a first payment password: only where none is set (two racing sets: the second finds one). */
export async function setFirstPayPassword(db: Executor, id: number, hash: string, now: number): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ pay_password_hash: hash, pay_failures: 0, pay_locked_until: null, updated_at: now })
    .where('id', '=', id)
    .where('pay_password_hash', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** In-flight checks older than this are taken to have died with their process. */
const INFLIGHT_STALE_MS = 30_000;

// What every payment-password check runs, compiled once (db/prepared.ts).
const reserve = prepared((db, p: { userId: number; now: number; staleBefore: number; maxTries: number }) => {
  const failures = sql<number>`(case when pay_locked_until is not null then 0 else pay_failures end)`;
  const inflight = sql<number>`(case when pay_inflight_at > cast(${p.staleBefore} as bigint) then pay_inflight else 0 end)`;
  return db
    .updateTable('users')
    .set({
      pay_failures: failures,
      pay_locked_until: null,
      pay_inflight: sql<number>`${inflight} + 1`,
      pay_inflight_at: p.now,
    })
    .where('id', '=', p.userId)
    .where('pay_password_hash', 'is not', null)
    .where((eb) => eb.or([eb('pay_locked_until', 'is', null), eb('pay_locked_until', '<=', p.now)]))
    .where(sql<boolean>`${failures} + ${inflight} < cast(${p.maxTries} as integer)`)
    .returning(['pay_password_hash']);
});

/**
 * Takes a slot for one payment-password check, or none: one conditional UPDATE, so concurrent
 * requests are counted one by one (the row lock on PostgreSQL, the single writer on SQLite).
 * Failures plus checks under way never exceed `maxTries`, so fifty guesses at once get at most
 * five checks; an expired lock starts the count again.
 */
export async function reservePayAttempt(
  db: Executor,
  userId: number,
  now: number,
  maxTries: number,
): Promise<{ payPasswordHash: string } | undefined> {
  const row = (await reserve(db, { userId, now, staleBefore: now - INFLIGHT_STALE_MS, maxTries })).rows[0];
  return row?.pay_password_hash ? { payPasswordHash: row.pay_password_hash } : undefined;
}

const releaseSlot = sql<number>`(case when pay_inflight > 0 then pay_inflight - 1 else 0 end)`;

/** A wrong payment password: counted, the slot given back, and the lock set at `maxTries`. */
export async function recordPayFailure(db: Executor, userId: number, maxTries: number, lockUntil: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set({
      pay_failures: sql<number>`pay_failures + 1`,
      pay_inflight: releaseSlot,
      pay_locked_until: sql<
        number | null
      >`case when pay_failures + 1 >= cast(${maxTries} as integer) then cast(${lockUntil} as bigint) else pay_locked_until end`,
    })
    .where('id', '=', userId)
    .returning('pay_failures')
    .executeTakeFirstOrThrow();
  return row.pay_failures;
}

// Compiled once, as the slot above.
const clearFailures = prepared((db, p: { userId: number }) =>
  db
    .updateTable('users')
    .set({
      pay_failures: sql<number>`case when pay_locked_until is null then 0 else pay_failures end`,
      pay_inflight: releaseSlot,
    })
    .where('id', '=', p.userId),
);

/** A right payment password: the count starts again (a lock set meanwhile by other guesses stays). */
export async function clearPayFailures(db: Executor, userId: number): Promise<void> {
  await clearFailures(db, { userId });
}

/** A check that could not finish (an error, not a verdict) gives its slot back uncounted. */
export async function releasePaySlot(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ pay_inflight: releaseSlot }).where('id', '=', userId).execute();
}
