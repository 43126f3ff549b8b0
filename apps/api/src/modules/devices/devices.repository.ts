import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { MemberNoticesTable, NoticeStatus, SignInEventsTable } from './devices.table';

/** Records a sign-in (or a refused one); answers its id. */
export async function insertSignInEvent(db: Executor, row: Insertable<SignInEventsTable>): Promise<number> {
  const { id } = await db.insertInto('sign_in_events').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Whether the account signed in from this device (its key) since `since`. */
export async function hasSignedInFrom(db: Executor, userId: number, deviceKey: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('success', '=', 1)
    .where('device_key', '=', deviceKey)
    .where('at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the account ever signed in successfully (kept events only: the last 90 days and more). */
export async function hasAnySignIn(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('success', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of the account's sign-ins since `since`, newest first, and how many there are. */
export async function pageSignInEvents(db: Executor, userId: number, since: number, page: { page: number; size: number }) {
  const base = db.selectFrom('sign_in_events').where('user_id', '=', userId).where('at', '>=', since);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function deleteSignInEventsBefore(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('sign_in_events').where('at', '<', before).execute();
}

export async function insertNotice(db: Executor, row: Insertable<MemberNoticesTable>): Promise<number> {
  const inserted = await db.insertInto('member_notices').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setNoticeStatus(db: Executor, id: number, status: NoticeStatus, sentAt: number | null): Promise<void> {
  await db.updateTable('member_notices').set({ status, sent_at: sentAt }).where('id', '=', id).execute();
}
