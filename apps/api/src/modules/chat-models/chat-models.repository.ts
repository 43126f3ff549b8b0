import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ChatAnswerUsageTable, ChatModelRow, ChatModelsTable } from '../chat/chat.table';

// ---- models

export async function listModels(db: Executor): Promise<ChatModelRow[]> {
  return db.selectFrom('chat_models').selectAll().orderBy('id').execute();
}

export async function enabledModels(db: Executor): Promise<ChatModelRow[]> {
  return db.selectFrom('chat_models').selectAll().where('enabled', '=', 1).orderBy('id').execute();
}

export async function modelById(db: Executor, id: number): Promise<ChatModelRow | undefined> {
  return db.selectFrom('chat_models').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertModel(db: Executor, row: Insertable<ChatModelsTable>): Promise<number> {
  const inserted = await db.insertInto('chat_models').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateModel(db: Executor, id: number, patch: Updateable<ChatModelsTable>): Promise<boolean> {
  const result = await db.updateTable('chat_models').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Makes `id` the one default, if it is enabled (the partial unique index keeps one). */
export async function makeDefault(db: Executor, id: number, now: number): Promise<boolean> {
  await db.updateTable('chat_models').set({ is_default: 0, updated_at: now }).where('is_default', '=', 1).where('id', '!=', id).execute();
  const result = await db
    .updateTable('chat_models')
    .set({ is_default: 1, updated_at: now })
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function hasDefault(db: Executor): Promise<boolean> {
  return (await db.selectFrom('chat_models').select('id').where('is_default', '=', 1).executeTakeFirst()) !== undefined;
}

// ---- members' choices

export async function choiceOf(db: Executor, userId: number): Promise<{ model_id: number | null } | undefined> {
  return db.selectFrom('chat_model_choices').select('model_id').where('user_id', '=', userId).executeTakeFirst();
}

export async function saveChoice(db: Executor, userId: number, modelId: number | null, now: number): Promise<void> {
  await db
    .insertInto('chat_model_choices')
    .values({ user_id: userId, model_id: modelId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ model_id: modelId, updated_at: now }))
    .execute();
}

// ---- usage

export async function insertUsage(db: Executor, row: Insertable<ChatAnswerUsageTable>): Promise<void> {
  await db.insertInto('chat_answer_usage').values(row).execute();
}

export type UsageFilter = {
  from: string;
  to: string;
  userId?: number | undefined;
  source?: ChatAnswerUsageTable['source'] | undefined;
  modelId?: number | undefined;
  status?: ChatAnswerUsageTable['status'] | undefined;
};

function filtered(db: Executor, f: UsageFilter) {
  let q = db.selectFrom('chat_answer_usage as u').where('u.day', '>=', f.from).where('u.day', '<=', f.to);
  if (f.userId !== undefined) q = q.where('u.user_id', '=', f.userId);
  if (f.source !== undefined) q = q.where('u.source', '=', f.source);
  if (f.modelId !== undefined) q = q.where('u.model_id', '=', f.modelId);
  if (f.status !== undefined) q = q.where('u.status', '=', f.status);
  return q;
}

export async function usagePage(db: Executor, f: UsageFilter, page: { limit: number; offset: number }) {
  const total = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, f)
    .innerJoin('users', 'users.id', 'u.user_id')
    .selectAll('u')
    .select('users.member_no')
    .orderBy('u.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** Answers and failures per day. */
export async function usagePerDay(db: Executor, f: UsageFilter) {
  const rows = await filtered(db, f)
    .select((eb) => [
      'u.day',
      eb.fn.countAll<number>().as('questions'),
      eb.fn.sum<number | null>(eb.case().when('u.status', '=', 'failed').then(1).else(0).end()).as('failures'),
    ])
    .groupBy('u.day')
    .orderBy('u.day')
    .execute();
  return rows.map((r) => ({ day: r.day, questions: Number(r.questions), failures: Number(r.failures ?? 0) }));
}

export async function intentsOf(db: Executor, f: UsageFilter, limit: number) {
  const rows = await filtered(db, f)
    .where('u.intent', 'is not', null)
    .select((eb) => ['u.intent', eb.fn.countAll<number>().as('n')])
    .groupBy('u.intent')
    .orderBy('n', 'desc')
    .orderBy('u.intent')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ intent: r.intent ?? '', answers: Number(r.n) }));
}

/** The tool lists of the period's answers that used any (counted by the service). */
export async function toolLists(db: Executor, f: UsageFilter): Promise<string[]> {
  const rows = await filtered(db, f).where('u.tools', '!=', '[]').select('u.tools').execute();
  return rows.map((r) => r.tools);
}

export async function perModel(db: Executor, f: UsageFilter) {
  const rows = await filtered(db, f)
    .select((eb) => [
      'u.source',
      'u.model_id',
      eb.fn.max<string | null>('u.model_name').as('model_name'),
      eb.fn.countAll<number>().as('answers'),
      sql<number | null>`sum(u.tokens_in)`.as('tokens_in'),
      sql<number | null>`sum(u.tokens_out)`.as('tokens_out'),
      sql<number | null>`sum(u.cost_micros)`.as('cost'),
    ])
    .groupBy(['u.source', 'u.model_id'])
    .orderBy('answers', 'desc')
    .execute();
  return rows.map((r) => ({
    source: r.source,
    modelId: r.model_id,
    modelName: String(r.model_name ?? ''),
    answers: Number(r.answers),
    tokensIn: Number(r.tokens_in ?? 0),
    tokensOut: Number(r.tokens_out ?? 0),
    costMicros: Number(r.cost ?? 0),
  }));
}

export async function userIdOfMemberNo(db: Executor, memberNo: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('member_no', '=', memberNo).executeTakeFirst())?.id;
}
