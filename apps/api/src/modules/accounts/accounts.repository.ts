import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { NewUserRow, UserRow, UserUpdate } from './accounts.table';

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account registered with this email or phone (already normalized by the contract). */
export async function findUserByContact(db: Executor, contact: string): Promise<UserRow | undefined> {
  const column = contact.includes('@') ? 'email' : 'phone';
  return db.selectFrom('users').selectAll().where(column, '=', contact).executeTakeFirst();
}

export async function findUserByMemberNo(db: Executor, memberNo: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('member_no', '=', memberNo).executeTakeFirst();
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

/** True when an error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
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

/**
 * Takes one payment-password attempt, or none when the account is locked or has no payment
 * password: one conditional UPDATE, so concurrent guesses are counted one by one (the row lock on
 * PostgreSQL, the single writer on SQLite) and none passes the limit. An expired lock starts the
 * count again. Every attempt counts as wrong until the password is seen to be right.
 */
export async function reservePayAttempt(
  db: Executor,
  userId: number,
  now: number,
  maxTries: number,
  lockUntil: number,
): Promise<{ failures: number; payPasswordHash: string } | undefined> {
  const next = sql<number>`case when pay_locked_until is not null then 1 else pay_failures + 1 end`;
  const row = await db
    .updateTable('users')
    .set({
      pay_failures: next,
      pay_locked_until: sql<number | null>`case when ${next} >= cast(${maxTries} as integer) then cast(${lockUntil} as bigint) else null end`,
    })
    .where('id', '=', userId)
    .where('pay_password_hash', 'is not', null)
    .where((eb) => eb.or([eb('pay_locked_until', 'is', null), eb('pay_locked_until', '<=', now)]))
    .returning(['pay_failures', 'pay_password_hash'])
    .executeTakeFirst();
  return row && row.pay_password_hash !== null
    ? { failures: row.pay_failures, payPasswordHash: row.pay_password_hash }
    : undefined;
}

/** A right payment password: the count starts again (and a lock set by this attempt's own slot lifts). */
export async function clearPayFailures(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ pay_failures: 0, pay_locked_until: null }).where('id', '=', userId).execute();
}
