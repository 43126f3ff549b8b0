import type { Insertable } from 'kysely';
import type { MessageCategory } from '@uu/contract/messages';
import type { Executor } from '../../db/database';
import { columns, prepared } from '../../db/prepared';
import type { MessageRow, MessagesTable } from './messages.table';

/**
 * The message centre's queries (issue 21). Every read and change is of the member's own, not deleted,
 * messages: another member's id is simply not found. The caller owns the transaction.
 */

/** A new message: every column a message is written with (the rest start empty). */
export type NewMessage = Required<Omit<Insertable<MessagesTable>, 'id' | 'read_at' | 'deleted_at' | 'announcement_id'>>;

const NEW_MESSAGE = ['user_id', 'category', 'template', 'params', 'object_kind', 'object_id', 'created_at'] as const;

// One message, what every transfer writes, compiled once (db/prepared.ts).
const newMessage = prepared((db, p: NewMessage) => db.insertInto('messages').values(columns(p, NEW_MESSAGE)).returningAll());

/** Writes messages, a thousand to a statement; answers them as written, in the order given. */
export async function insertMessages(db: Executor, values: NewMessage[]): Promise<MessageRow[]> {
  const [only] = values;
  if (only && values.length === 1) return (await newMessage(db, only)).rows;
  const written: MessageRow[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insertInto('messages')
      .values(values.slice(i, i + 1000))
      .returningAll()
      .execute();
    written.push(...rows.sort((a, b) => a.id - b.id));
  }
  return written;
}

function own(db: Executor, userId: number) {
  return db.selectFrom('messages').where('user_id', '=', userId).where('deleted_at', 'is', null);
}

/** A page of the member's messages, newest first, of one category or all. */
export async function listMessages(
  db: Executor,
  userId: number,
  category: MessageCategory | undefined,
  page: number,
  size: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const base = category ? own(db, userId).where('category', '=', category) : own(db, userId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The member's unread messages per category (categories without any are absent). */
export async function unreadByCategory(db: Executor, userId: number): Promise<{ category: MessageCategory; n: number }[]> {
  const rows = await own(db, userId)
    .where('read_at', 'is', null)
    .select(['category', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('category')
    .execute();
  return rows.map((r) => ({ category: r.category, n: Number(r.n) }));
}

export async function findMessage(db: Executor, userId: number, id: number): Promise<MessageRow | undefined> {
  return own(db, userId).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMessageById(db: Executor, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Marks one message read (once: a second read keeps the first time). Undefined: not the member's. */
export async function markRead(db: Executor, userId: number, id: number, now: number): Promise<MessageRow | undefined> {
  await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .execute();
  return findMessage(db, userId, id);
}

/** Marks every unread message of the member read, or those of one category; answers how many. */
export async function markAllRead(db: Executor, userId: number, category: MessageCategory | undefined, now: number): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null);
  if (category) query = query.where('category', '=', category);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one of the member's messages; false: not the member's (or deleted already). */
export async function deleteMessage(db: Executor, userId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
