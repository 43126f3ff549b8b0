import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { ChatConversationRow, ChatLogRow, ChatLogsTable } from './chat.table';

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
  row: { user_id: number; day: string; streak: number; created_at: number; made_up?: number },
): Promise<void> {
  await db.insertInto('sign_logs').values(row).execute();
}

/** The days of a month (`YYYY-MM`) the member checked in on, in order, and whether each was made up. */
export async function signedDaysOfMonth(db: Executor, userId: number, month: string): Promise<{ day: string; made_up: number }[]> {
  return db
    .selectFrom('sign_logs')
    .select(['day', 'made_up'])
    .where('user_id', '=', userId)
    .where('day', 'like', `${month}-%`)
    .orderBy('day')
    .execute();
}

/** The member's checked-in days from `from` to `to` (inclusive). */
export async function signedDaysBetween(db: Executor, userId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sign_logs')
    .select('day')
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => r.day);
}

/** Rewrites the streak of one checked-in day (a make-up joined the run it is part of). */
export async function setStreak(db: Executor, userId: number, day: string, streak: number): Promise<void> {
  await db.updateTable('sign_logs').set({ streak }).where('user_id', '=', userId).where('day', '=', day).execute();
}

/** The member's month of check-ins (days checked in, make-ups used), if it has one. */
export async function checkInMonth(db: Executor, userId: number, month: string) {
  return db
    .selectFrom('check_in_months')
    .select(['days', 'make_ups'])
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
}

async function ensureCheckInMonth(db: Executor, userId: number, month: string): Promise<void> {
  await db
    .insertInto('check_in_months')
    .values({ user_id: userId, month, days: 0, make_ups: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
    .execute();
}

/**
 * Counts one more checked-in day in the member's month and answers the new count. The update locks
 * the month's row, so the check-ins of one member's month (today's, make-ups) follow one another.
 */
export async function addCheckInDay(db: Executor, userId: number, month: string): Promise<number> {
  await ensureCheckInMonth(db, userId, month);
  const row = await db
    .updateTable('check_in_months')
    .set((eb) => ({ days: eb('days', '+', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .returning('days')
    .executeTakeFirstOrThrow();
  return Number(row.days);
}

/** Uses one make-up of the member's month while fewer than `perMonth` are used (false: none left). */
export async function useMakeUp(db: Executor, userId: number, month: string, perMonth: number): Promise<boolean> {
  await ensureCheckInMonth(db, userId, month);
  const result = await db
    .updateTable('check_in_months')
    .set((eb) => ({ make_ups: eb('make_ups', '+', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('make_ups', '<', perMonth)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** The member's conversations that are not deleted (a subquery: the history and the search read only these). */
function liveConversationIds(db: Executor, userId: number) {
  return db.selectFrom('chat_conversations').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null);
}

/**
 * A page of the member's history, newest first, and the count of the whole history: `before` (an id) only moves
 * the window. One conversation's, or (no `conversationId`) those of all the member's conversations not deleted.
 */
export async function chatLogPage(
  db: Executor,
  userId: number,
  page: { before?: number | undefined; limit: number; offset: number; conversationId?: number | undefined },
): Promise<{ rows: ChatLogRow[]; total: number }> {
  let base = db
    .selectFrom('chat_logs')
    .where('user_id', '=', userId)
    .where('replaced_at', 'is', null)
    .where('conversation_id', 'in', liveConversationIds(db, userId));
  if (page.conversationId !== undefined) base = base.where('conversation_id', '=', page.conversationId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (page.before) base = base.where('id', '<', page.before);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(count.n) };
}

/** Deletes the member's whole history: the questions and answers go, every conversation is marked deleted. */
export async function deleteChatLogs(db: Executor, userId: number, now: number): Promise<number> {
  const result = await db.deleteFrom('chat_logs').where('user_id', '=', userId).executeTakeFirst();
  await db
    .updateTable('chat_conversations')
    .set({ deleted_at: now })
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  return Number(result.numDeletedRows);
}

/** The last `limit` answered turns of a conversation, newest first. */
export async function lastAnsweredTurns(db: Executor, conversationId: number, limit: number) {
  return db
    .selectFrom('chat_logs')
    .select(['question', 'answer'])
    .where('conversation_id', '=', conversationId)
    .where('status', '=', 'done')
    .where('replaced_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The last question of a conversation that no edit replaced (issue 23), if it has one. */
export async function lastQuestionOf(
  db: Executor,
  conversationId: number,
): Promise<{ id: number; status: ChatLogRow['status'] } | undefined> {
  return db
    .selectFrom('chat_logs')
    .select(['id', 'status'])
    .where('conversation_id', '=', conversationId)
    .where('replaced_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Marks a conversation's question replaced by an edit, while it is still the member's, not replaced and not being
 * answered (one conditional update: of two edits at once one replaces it); false otherwise.
 */
export async function replaceChatLog(db: Executor, userId: number, conversationId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('chat_logs')
    .set({ replaced_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .where('replaced_at', 'is', null)
    .where('status', '!=', 'streaming')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- conversations (issue 23)

export type ConversationListRow = ChatConversationRow & { first_question: string | null };

export async function insertConversation(db: Executor, userId: number, now: number): Promise<ChatConversationRow> {
  return db
    .insertInto('chat_conversations')
    .values({ user_id: userId, title: null, created_at: now, updated_at: now, deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of the member's conversations that is not deleted, with its first question; another member's id finds nothing. */
export async function conversationOf(db: Executor, userId: number, id: number): Promise<ConversationListRow | undefined> {
  return db
    .selectFrom('chat_conversations as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('chat_logs as l')
        .select('l.question')
        .whereRef('l.conversation_id', '=', 'c.id')
        .where('l.replaced_at', 'is', null)
        .orderBy('l.id')
        .limit(1)
        .as('first_question'),
    )
    .where('c.id', '=', id)
    .where('c.user_id', '=', userId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The conversation `c`'s first question still standing (its title until renamed), as `first_question`. */
function firstQuestion(eb: ExpressionBuilder<Database & { c: Database['chat_conversations'] }, 'c'>) {
  return eb
    .selectFrom('chat_logs as f')
    .select('f.question')
    .whereRef('f.conversation_id', '=', 'c.id')
    .where('f.replaced_at', 'is', null)
    .orderBy('f.id')
    .limit(1)
    .as('first_question');
}

/** A page of the member's conversations not deleted, the latest asked in first, and their count. */
export async function conversationPage(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ConversationListRow[]; total: number }> {
  const base = db.selectFrom('chat_conversations as c').where('c.user_id', '=', userId).where('c.deleted_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .selectAll('c')
      .select(firstQuestion)
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A question was asked in it: it moves to the top of the list. */
export async function touchConversation(db: Executor, id: number, now: number): Promise<void> {
  await db.updateTable('chat_conversations').set({ updated_at: now }).where('id', '=', id).execute();
}

/** Renames one of the member's conversations not deleted; false when there is none such. */
export async function renameConversation(db: Executor, userId: number, id: number, title: string): Promise<boolean> {
  return updateLiveConversation(db, userId, id, { title });
}

/** Marks one of the member's conversations deleted; false when there is none such (already deleted, another's). */
export async function deleteConversation(db: Executor, userId: number, id: number, now: number): Promise<boolean> {
  return updateLiveConversation(db, userId, id, { deleted_at: now });
}

/** Changes one of the member's conversations not deleted; false when there is none such. */
async function updateLiveConversation(
  db: Executor,
  userId: number,
  id: number,
  changes: { title: string } | { deleted_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_conversations')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type ChatSearchRow = ChatLogRow & { conversation_title: string | null; first_question: string | null };

/**
 * A page of the member's questions and answers (of conversations not deleted) in which every pattern appears, in the
 * question or the answer (lower-cased; the patterns are LIKE patterns with `\` escaping), newest first, and their count.
 */
export async function searchChatLogs(
  db: Executor,
  userId: number,
  patterns: string[],
  page: { limit: number; offset: number },
): Promise<{ rows: ChatSearchRow[]; total: number }> {
  let base = db
    .selectFrom('chat_logs as l')
    .innerJoin('chat_conversations as c', 'c.id', 'l.conversation_id')
    .where('l.user_id', '=', userId)
    .where('l.replaced_at', 'is', null)
    .where('c.user_id', '=', userId)
    .where('c.deleted_at', 'is', null);
  for (const pattern of patterns) {
    base = base.where(sql<boolean>`(lower(l.question) like ${pattern} escape '\\' or lower(l.answer) like ${pattern} escape '\\')`);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('l')
      .select('c.title as conversation_title')
      .select(firstQuestion)
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateChatLog(
  db: Executor,
  id: number,
  set: { answer: string; status: ChatLogRow['status']; cards: string; finished_at?: number },
): Promise<void> {
  await db.updateTable('chat_logs').set(set).where('id', '=', id).execute();
}
