import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/*
 * The expiry sweep's SQL (uu-expiry.service.ts holds the steps; docs/decisions.md "UU expiry"). Every query of open
 * lots names `remaining > 0` as a literal, so that SQLite and PostgreSQL may use the partial index of open lots by
 * expiry (`uu_lots_open_expiry`, migration 2026-12-24T060000). PostgreSQL answers BIGINT as strings where the
 * driver is not told otherwise: ids and amounts go through Number().
 */

const open = sql<boolean>`remaining > 0`;
const DAY = 86_400_000;

/** Members with lots due at `now` (something left, expiry reached), in id order: one read of the open due lots. */
export async function membersWithDueLots(db: Executor, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('uu_lots')
    .select('user_id')
    .distinct()
    .where(open)
    .where('expires_at', '<=', now)
    .orderBy('user_id')
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
    .where(open)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
}

/**
 * Empties the members' due lots, each recording its member's sweep transaction, in one UPDATE (the members picked
 * by the index of a member's lots, the transaction by a CASE on the member); answers how many lots.
 */
export async function expireDueLots(db: Executor, expiries: { userId: number; transactionId: number }[], now: number): Promise<number> {
  if (expiries.length === 0) return 0;
  const whens = sql.join(
    expiries.map((e) => sql`when ${e.userId} then cast(${e.transactionId} as bigint)`),
    sql` `,
  );
  const result = await db
    .updateTable('uu_lots')
    .set({ remaining: 0, expired_transaction_id: sql<number>`case user_id ${whens} end` })
    .where(
      'user_id',
      'in',
      expiries.map((e) => e.userId),
    )
    .where('expires_at', '<=', now)
    .where(open)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Members with an open lot within the farthest reminder of expiring whose reminder for where it stands has not gone
 * out, in id order: one read of the open lots of the next 30 days.
 */
export async function membersToRemind(db: Executor, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('uu_lots')
    .select('user_id')
    .distinct()
    .where(open)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + 30 * DAY)
    .where((eb) => eb.or([eb('reminded_30', '=', 0), eb.and([eb('reminded_7', '=', 0), eb('expires_at', '<=', now + 7 * DAY)])]))
    .orderBy('user_id')
    .execute();
  return rows.map((r) => Number(r.user_id));
}

export type ReminderLot = { id: number; userId: number; remaining: number; expiresAt: number; reminded30: boolean; reminded7: boolean };

/** The members' open lots within the farthest reminder (every one, reminded or not: a message sums them), in order. */
export async function lotsToRemind(db: Executor, userIds: number[], now: number): Promise<ReminderLot[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('uu_lots')
    .select(['id', 'user_id', 'remaining', 'expires_at', 'reminded_30', 'reminded_7'])
    .where('user_id', 'in', userIds)
    .where(open)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + 30 * DAY)
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

/** Marks lots reminded at a threshold, only those not marked yet; answers the ids it marked. */
export async function markReminded(db: Executor, lotIds: number[], days: 30 | 7): Promise<number[]> {
  if (lotIds.length === 0) return [];
  const column = days === 30 ? 'reminded_30' : 'reminded_7';
  const rows = await db.updateTable('uu_lots').set(column, 1).where('id', 'in', lotIds).where(column, '=', 0).returning('id').execute();
  return rows.map((r) => Number(r.id));
}
