import type { Executor } from '../../db/database';

// Check-in, the rest of issue 24: make-up cards, the opt-in reminder, the stored history the dry-run replays.

/** The make-up cards a member holds. */
export async function cardsOf(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('check_in_cards').select('cards').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.cards ?? 0);
}

/** Gives a member `n` make-up cards. */
export async function addCards(db: Executor, userId: number, n: number): Promise<void> {
  await db
    .insertInto('check_in_cards')
    .values({ user_id: userId, cards: n })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cards: eb('check_in_cards.cards', '+', n) })))
    .execute();
}

/** Spends one of the member's make-up cards while one is held (false: none); the row's lock orders concurrent spends. */
export async function spendCard(db: Executor, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('check_in_cards')
    .set((eb) => ({ cards: eb('cards', '-', 1) }))
    .where('user_id', '=', userId)
    .where('cards', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reminderOn(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom('check_in_reminders').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function setReminder(db: Executor, userId: number, enabled: boolean, now: number): Promise<void> {
  if (!enabled) {
    await db.deleteFrom('check_in_reminders').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('check_in_reminders')
    .values({ user_id: userId, reminded_day: null, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Opted-in members after `after` not yet reminded on `day` and not checked in on it, by id. */
export async function membersToRemind(db: Executor, day: string, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('check_in_reminders as r')
    .select('r.user_id')
    .where('r.user_id', '>', after)
    .where((eb) => eb.or([eb('r.reminded_day', 'is', null), eb('r.reminded_day', '<', day)]))
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('sign_logs as s').select('s.user_id').whereRef('s.user_id', '=', 'r.user_id').where('s.day', '=', day)),
      ),
    )
    .orderBy('r.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** Marks the member reminded on `day` unless done already (false: another run did, or the member turned it off). */
export async function markReminded(db: Executor, userId: number, day: string): Promise<boolean> {
  const result = await db
    .updateTable('check_in_reminders')
    .set({ reminded_day: day })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('reminded_day', 'is', null), eb('reminded_day', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every check-in counting in a month from `fromMonth` (YYYY-MM) on: the dry-run's history. */
export async function checkInHistory(db: Executor, fromMonth: string) {
  const rows = await db
    .selectFrom('sign_logs')
    .select(['user_id', 'day', 'streak', 'made_up', 'created_at'])
    .where('day', '>=', `${fromMonth}-01`)
    .execute();
  return rows.map((r) => ({
    userId: Number(r.user_id),
    day: r.day,
    streak: Number(r.streak),
    madeUp: Number(r.made_up) === 1,
    createdAt: Number(r.created_at),
  }));
}

/** UU and KB the ledger credited to members as check-in rewards (streak and milestone) from `from` to `to`. */
export async function paidByCheckIns(db: Executor, from: number, to: number): Promise<{ UU: number; KB: number }> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.currency', (eb) => eb.fn.sum<string | number>('e.amount').as('total')])
    .where('t.type', '=', 'reward')
    .where('t.memo', 'like', 'check-in %')
    .where('e.log_type', '=', 'reward')
    .where('e.amount', '>', 0)
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to)
    .groupBy('e.currency')
    .execute();
  const paid = { UU: 0, KB: 0 };
  for (const r of rows) if (r.currency === 'UU' || r.currency === 'KB') paid[r.currency] = Number(r.total);
  return paid;
}
