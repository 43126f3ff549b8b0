import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { NewUserRow, UserRow } from './accounts.table';

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
