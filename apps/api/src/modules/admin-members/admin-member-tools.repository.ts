import type { Currency } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';

/*
 * The operators' member tools (issue 17): tags, notes, the payment lock, and the list's balances.
 * PostgreSQL answers COUNT and BIGINT as strings: numbers read here go through Number().
 */

/** The tags of these members, each member's as the operator arranged them. */
export async function tagsOf(db: Executor, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('member_tags')
    .select(['user_id', 'tag'])
    .where('user_id', 'in', userIds)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    const id = Number(row.user_id);
    byUser.set(id, [...(byUser.get(id) ?? []), row.tag]);
  }
  return byUser;
}

/** The ledger balances of these members (hundredths), every currency present (0 without an account). */
export async function balancesOfMembers(db: Executor, userIds: number[]): Promise<Map<number, Record<Currency, number>>> {
  const byUser = new Map<number, Record<Currency, number>>(userIds.map((id) => [id, { UU: 0, U: 0, FB: 0, KB: 0, CRC: 0 }]));
  if (userIds.length === 0) return byUser;
  const rows = await db.selectFrom('ledger_accounts').select(['user_id', 'currency', 'balance']).where('user_id', 'in', userIds).execute();
  for (const row of rows) {
    const own = byUser.get(Number(row.user_id));
    if (own) own[row.currency] = Number(row.balance);
  }
  return byUser;
}

/** The tags in use with how many members carry each, the most used first. */
export async function tagCounts(db: Executor, limit: number) {
  const rows = await db
    .selectFrom('member_tags')
    .select(['tag', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('tag')
    .orderBy('n', 'desc')
    .orderBy('tag')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ tag: r.tag, members: Number(r.n) }));
}

/**
 * Makes the member's tags exactly `tags`, in that order: the ones gone are deleted, the ones kept
 * keep when they were first put on and take their new place, the new ones are added (a concurrent
 * add of the same tag is kept once).
 */
export async function replaceTags(db: Executor, userId: number, tags: string[], now: number): Promise<void> {
  let remove = db.deleteFrom('member_tags').where('user_id', '=', userId);
  if (tags.length > 0) remove = remove.where('tag', 'not in', tags);
  await remove.execute();
  for (const [position, tag] of tags.entries()) {
    await db
      .insertInto('member_tags')
      .values({ user_id: userId, tag, position, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'tag']).doUpdateSet({ position }))
      .execute();
  }
}

export async function findNote(db: Executor, userId: number) {
  return db
    .selectFrom('member_notes as n')
    .leftJoin('admin_users as a', 'a.id', 'n.admin_id')
    .select(['n.note', 'n.updated_at', 'a.name as admin_name'])
    .where('n.user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the member's note (one row per member), or removes it when empty. */
export async function saveNote(db: Executor, userId: number, note: string, adminId: number | null, now: number): Promise<void> {
  if (note === '') {
    await db.deleteFrom('member_notes').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('member_notes')
    .values({ user_id: userId, note, admin_id: adminId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ note, admin_id: adminId, updated_at: now }))
    .execute();
}

/**
 * Lifts a payment lock still running (one conditional update): the count of wrong tries starts
 * again. False when there was none to lift (it ended, or another operator lifted it).
 */
export async function liftPayLock(db: Executor, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ pay_failures: 0, pay_locked_until: null, updated_at: now })
    .where('id', '=', userId)
    .where('pay_locked_until', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
