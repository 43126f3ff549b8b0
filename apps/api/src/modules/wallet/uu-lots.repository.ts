import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { columns, prepared } from '../../db/prepared';

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

/**
 * "Something left", as a literal: the partial index uu_lots_open_expiry says `remaining > 0`, and SQLite matches a
 * bound 0 against it by looking at the value, which marks the statement to be compiled again each time it is bound
 * (every run: a transfer's lots read was parsed and planned anew every time, issue 25).
 */
const hasLeft = sql<boolean>`remaining > 0`;

// What every UU transfer runs, compiled once (db/prepared.ts).
const newLot = prepared((db, p: { user_id: number; amount: number; credited_at: number; expires_at: number; transaction_id: number }) =>
  db
    .insertInto('uu_lots')
    .values({ ...columns(p, ['user_id', 'amount', 'credited_at', 'expires_at', 'transaction_id']), remaining: p.amount }),
);

export async function insertLot(
  db: Executor,
  values: { user_id: number; amount: number; credited_at: number; expires_at: number; transaction_id: number },
): Promise<void> {
  await newLot(db, values);
}

const open = prepared((db, p: { userId: number }) =>
  db
    .selectFrom('uu_lots')
    .select(['id', 'remaining', 'expires_at'])
    .where('user_id', '=', p.userId)
    .where(hasLeft)
    .orderBy('expires_at')
    .orderBy('id'),
);

/** A member's lots with something left (expired ones the sweep has not taken yet included), in spending order. */
export async function openLots(db: Executor, userId: number): Promise<OpenLot[]> {
  const { rows } = await open(db, { userId });
  return rows.map(toLot);
}

const take = prepared((db, p: { lotId: number; amount: number }) =>
  db
    .updateTable('uu_lots')
    .set({ remaining: sql<number>`remaining - cast(${p.amount} as bigint)` })
    .where('id', '=', p.lotId)
    .where('remaining', '>=', p.amount),
);

/** Takes `amount` from a lot, only while it holds that much; false when it did not. */
export async function takeFromLot(db: Executor, lotId: number, amount: number): Promise<boolean> {
  const result = await take(db, { lotId, amount });
  return Number(result.numAffectedRows) === 1;
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

/** A member's open lots expiring after `now` and by `until` (the wallet's "expiring soon"). */
export async function expiringLots(db: Executor, userId: number, now: number, until: number): Promise<OpenLot[]> {
  const rows = await db
    .selectFrom('uu_lots')
    .select(['id', 'remaining', 'expires_at'])
    .where('user_id', '=', userId)
    .where(hasLeft)
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
