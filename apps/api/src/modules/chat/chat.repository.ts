import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ChatLogRow, ChatLogsTable } from './chat.table';

// ---- the allowance: check-ins of the day, active chat packages, questions counted per day

/** The member's check-in on `day`, if any. */
export async function signedOn(db: Executor, userId: number, day: string): Promise<{ day: string } | undefined> {
  return db.selectFrom('sign_logs').select('day').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}

/** The questions a day the member's packages active at `now` add, and when the last of them ends. */
export async function activePackages(db: Executor, userId: number, now: number) {
  return db
    .selectFrom('chat_packages')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('questions_per_day'), eb.lit(0)).as('questions'),
      eb.fn.max<number | null>('ends_at').as('ends'),
    ])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .executeTakeFirstOrThrow();
}

/** The questions counted on `day`, if any were. */
export async function usageOn(db: Executor, userId: number, day: string): Promise<{ used: number } | undefined> {
  return db.selectFrom('chat_usage').select('used').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}

/** Counts one question on `day` while fewer than `limit` are counted (one conditional UPDATE); false when none remain. */
export async function countQuestion(db: Executor, userId: number, day: string, limit: number): Promise<boolean> {
  await db
    .insertInto('chat_usage')
    .values({ user_id: userId, day, used: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .updateTable('chat_usage')
    .set({ used: sql<number>`used + 1` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('used', '<', limit)
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a question back to `day`. */
export async function uncountQuestion(db: Executor, userId: number, day: string): Promise<void> {
  await db
    .updateTable('chat_usage')
    .set({ used: sql<number>`used - 1` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('used', '>', 0)
    .execute();
}

// ---- check-ins

/** The streak of the member's check-in on `day`, if any. */
export async function streakOn(db: Executor, userId: number, day: string): Promise<{ streak: number } | undefined> {
  return db.selectFrom('sign_logs').select('streak').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}

/** Records a check-in; a second one for the same (member, day) is a unique violation. */
export async function insertSignLog(
  db: Executor,
  row: { user_id: number; day: string; streak: number; created_at: number },
): Promise<void> {
  await db.insertInto('sign_logs').values(row).execute();
}

/** The days of a month (`YYYY-MM`) the member checked in on, in order. */
export async function signedDaysOfMonth(db: Executor, userId: number, month: string): Promise<{ day: string }[]> {
  return db.selectFrom('sign_logs').select('day').where('user_id', '=', userId).where('day', 'like', `${month}-%`).orderBy('day').execute();
}

/** The latest of the member's check-ins on the given days. */
export async function latestSignOf(db: Executor, userId: number, days: string[]): Promise<{ day: string; streak: number } | undefined> {
  return db
    .selectFrom('sign_logs')
    .select(['day', 'streak'])
    .where('user_id', '=', userId)
    .where('day', 'in', days)
    .orderBy('day', 'desc')
    .executeTakeFirst();
}

/** The names of the given coupons. */
export async function couponNames(db: Executor, ids: number[]) {
  return db.selectFrom('coupons').select(['id', 'name']).where('id', 'in', ids).execute();
}

// ---- the chat history

export async function insertChatLog(db: Executor, row: Insertable<ChatLogsTable>): Promise<number> {
  const inserted = await db.insertInto('chat_logs').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * A page of the member's history, newest first, and the count of the whole history: `before` (an id) only moves
 * the window.
 */
export async function chatLogPage(
  db: Executor,
  userId: number,
  page: { before?: number | undefined; limit: number; offset: number },
): Promise<{ rows: ChatLogRow[]; total: number }> {
  let base = db.selectFrom('chat_logs').where('user_id', '=', userId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (page.before) base = base.where('id', '<', page.before);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(count.n) };
}

export async function deleteChatLogs(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('chat_logs').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The member's last `limit` answered turns, newest first. */
export async function lastAnsweredTurns(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('chat_logs')
    .select(['question', 'answer'])
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function updateChatLog(
  db: Executor,
  id: number,
  set: { answer: string; status: ChatLogRow['status']; finished_at?: number },
): Promise<void> {
  await db.updateTable('chat_logs').set(set).where('id', '=', id).execute();
}
