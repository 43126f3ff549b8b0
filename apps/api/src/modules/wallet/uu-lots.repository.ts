import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/*
 * Expiring UU lots' SQL (uu-lots.ts holds the rules). PostgreSQL answers BIGINT as strings where the
 * driver is not told otherwise: amounts go through Number().
 */

export type OpenLot = { id: number; remaining: number; expiresAt: number };

const toLot = (r: { id: number; remaining: number | string; expires_at: number | string }): OpenLot => ({
  id: Number(r.id),
  remaining: Number(r.remaining),
  expiresAt: Number(r.expires_at),
});

export async function insertLot(
  db: Executor,
  values: { user_id: number; amount: number; credited_at: number; expires_at: number; transaction_id: number },
): Promise<void> {
  await db
    .insertInto('uu_lots')
    .values({ ...values, remaining: values.amount })
    .execute();
}

/** A member's lots with something left (expired ones the sweep has not taken yet included), in spending order. */
export async function openLots(db: Executor, userId: number): Promise<OpenLot[]> {
  const rows = await db
    .selectFrom('uu_lots')
    .select(['id', 'remaining', 'expires_at'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map(toLot);
}

/** Takes `amount` from a lot, only while it holds that much; false when it did not. */
export async function takeFromLot(db: Executor, lotId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('uu_lots')
    .set({ remaining: sql<number>`remaining - cast(${amount} as bigint)` })
    .where('id', '=', lotId)
    .where('remaining', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertUses(db: Executor, rows: { transaction_id: number; lot_id: number; amount: number }[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('uu_lot_uses').values(rows).execute();
}

/** What a transaction took from lots. */
export async function usesOf(db: Executor, transactionId: number): Promise<{ lotId: number; amount: number }[]> {
  const rows = await db.selectFrom('uu_lot_uses').select(['lot_id', 'amount']).where('transaction_id', '=', transactionId).execute();
  return rows.map((r) => ({ lotId: Number(r.lot_id), amount: Number(r.amount) }));
}

/** Gives back to a lot what a reversed transaction took from it. */
export async function giveBack(db: Executor, lotId: number, amount: number): Promise<void> {
  await db
    .updateTable('uu_lots')
    .set({ remaining: sql<number>`remaining + cast(${amount} as bigint)` })
    .where('id', '=', lotId)
    .execute();
}

/** Members with lots due at `now` (something left, expiry reached), after `afterUserId`, in id order. */
export async function membersWithDueLots(db: Executor, now: number, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('uu_lots')
    .select('user_id')
    .distinct()
    .where('expires_at', '<=', now)
    .where('remaining', '>', 0)
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** What is left of each member's due lots, summed per member. */
export async function dueTotals(db: Executor, userIds: number[], now: number): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('uu_lots')
    .select(['user_id', (eb) => eb.fn.sum<number | string>('remaining').as('total')])
    .where('user_id', 'in', userIds)
    .where('expires_at', '<=', now)
    .where('remaining', '>', 0)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
}

/** Empties a member's due lots, recording the sweep's transaction; answers how many. */
export async function expireDueLots(db: Executor, userId: number, now: number, transactionId: number): Promise<number> {
  const rows = await db
    .updateTable('uu_lots')
    .set({ remaining: 0, expired_transaction_id: transactionId })
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now)
    .where('remaining', '>', 0)
    .returning(['id'])
    .execute();
  return rows.length;
}

export type ReminderLot = { id: number; userId: number; remaining: number; expiresAt: number; reminded30: boolean; reminded7: boolean };

/**
 * Open lots within the farthest reminder of expiring whose reminder for where they stand has not gone out,
 * for members after `afterUserId`, `limit` members at a time (whole members: every lot of each).
 */
export async function lotsToRemind(db: Executor, now: number, afterUserId: number, limit: number): Promise<ReminderLot[]> {
  const day = 86_400_000;
  const members = db
    .selectFrom('uu_lots')
    .select('user_id')
    .distinct()
    .where('remaining', '>', 0)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + 30 * day)
    .where((eb) => eb.or([eb('reminded_30', '=', 0), eb.and([eb('reminded_7', '=', 0), eb('expires_at', '<=', now + 7 * day)])]))
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit);
  const rows = await db
    .selectFrom('uu_lots')
    .select(['id', 'user_id', 'remaining', 'expires_at', 'reminded_30', 'reminded_7'])
    .where('user_id', 'in', members)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + 30 * day)
    .orderBy('user_id')
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    remaining: Number(r.remaining),
    expiresAt: Number(r.expires_at),
    reminded30: Number(r.reminded_30) === 1,
    reminded7: Number(r.reminded_7) === 1,
  }));
}

/** Marks lots reminded at a threshold, only those not marked yet; answers how many it marked. */
export async function markReminded(db: Executor, lotIds: number[], days: 30 | 7): Promise<number> {
  if (lotIds.length === 0) return 0;
  const column = days === 30 ? 'reminded_30' : 'reminded_7';
  const result = await db.updateTable('uu_lots').set(column, 1).where('id', 'in', lotIds).where(column, '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A member's open lots expiring after `now` and by `until` (the wallet's "expiring soon"). */
export async function expiringLots(db: Executor, userId: number, now: number, until: number): Promise<OpenLot[]> {
  const rows = await db
    .selectFrom('uu_lots')
    .select(['id', 'remaining', 'expires_at'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', until)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map(toLot);
}

/** Members whose open lots add up to more than their UU balance (`ledger:verify`'s lots check); empty: clean. */
export async function lotsAboveBalance(db: Executor): Promise<{ accountId: number; userId: number; lots: number; balance: number }[]> {
  const rows = await db
    .selectFrom('uu_lots as l')
    .leftJoin('ledger_accounts as a', (join) => join.onRef('a.user_id', '=', 'l.user_id').on('a.currency', '=', 'UU'))
    .select([
      'l.user_id',
      (eb) => eb.fn.sum<number | string>('l.remaining').as('lots'),
      (eb) => eb.fn.max('a.balance').as('balance'),
      (eb) => eb.fn.max('a.id').as('account_id'),
    ])
    .where('l.remaining', '>', 0)
    .groupBy('l.user_id')
    .having((eb) => eb(eb.fn.sum('l.remaining'), '>', eb.fn.coalesce(eb.fn.max('a.balance'), sql<number>`0`)))
    .execute();
  return rows.map((r) => ({
    accountId: Number(r.account_id ?? 0),
    userId: Number(r.user_id),
    lots: Number(r.lots),
    balance: Number(r.balance ?? 0),
  }));
}
