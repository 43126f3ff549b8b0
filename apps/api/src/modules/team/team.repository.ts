import { sql, type Insertable } from 'kysely';
import type { Executor, Trx } from '../../db/database';
import type { UserRow } from '../accounts/accounts.table';
import type { ReferralRewardRow, ReferralRewardsTable, RewardSourceType } from './team.table';

/** Orders that count as performance: paid (states 1-6); refunded (7) and canceled (8) do not. */
export const PERFORMANCE_STATES = [1, 2, 3, 4, 5, 6];

/**
 * Puts a new member into the referral tree, inside the transaction that creates the account: their
 * own row (depth 0) and a copy of each of the referrer's ancestor rows one level deeper. One
 * INSERT … SELECT, as many rows as the referrer has ancestors, whatever the size of the team.
 */
export async function insertTeamPaths(trx: Trx, memberId: number, referrerId: number | null): Promise<void> {
  await trx.insertInto('team_paths').values({ ancestor_id: memberId, descendant_id: memberId, depth: 0 }).execute();
  if (referrerId === null) return;
  await trx
    .insertInto('team_paths')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('team_paths')
        .select(['ancestor_id', sql<number>`cast(${memberId} as bigint)`.as('descendant_id'), sql<number>`depth + 1`.as('depth')])
        .where('descendant_id', '=', referrerId),
    )
    .execute();
}

/** Members at each depth 1..maxDepth below `userId` (absent depths have none). */
export async function countByDepth(db: Executor, userId: number, maxDepth: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('team_paths')
    .select(['depth', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ancestor_id', '=', userId)
    .where('depth', '>=', 1)
    .where('depth', '<=', maxDepth)
    .groupBy('depth')
    .execute();
  return new Map(rows.map((r) => [Number(r.depth), Number(r.n)]));
}

/** Every member below `userId`, at any depth. */
export async function countTeam(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('team_paths')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ancestor_id', '=', userId)
    .where('depth', '>=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the members at one depth below `userId`, newest first (ids rise with registration). */
export async function membersAtDepth(db: Executor, userId: number, depth: number, limit: number, offset: number): Promise<UserRow[]> {
  return db
    .selectFrom('team_paths as p')
    .innerJoin('users as u', 'u.id', 'p.descendant_id')
    .selectAll('u')
    .where('p.ancestor_id', '=', userId)
    .where('p.depth', '=', depth)
    .orderBy('p.descendant_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The team size (every depth below) of each of `userIds`. */
export async function teamSizes(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('team_paths')
    .select(['ancestor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ancestor_id', 'in', userIds)
    .where('depth', '>=', 1)
    .groupBy('ancestor_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.ancestor_id), Number(r.n)]));
}

/** Each of `userIds`' own paid order value of all time (their team's is kept in `team_stats`). */
export async function ownPerformances(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<number>`sum(total)`.as('total')])
    .where('user_id', 'in', userIds)
    .where('status', 'in', PERFORMANCE_STATES)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
}

/** The all-time team performance kept in `team_stats` of each of `userIds` (absent: none yet). */
export async function storedPerformances(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('team_stats').select(['user_id', 'performance']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.performance)]));
}

/** The all-time team performance kept in `team_stats` (0 before the first paid order below). */
export async function storedPerformance(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('team_stats').select('performance').where('user_id', '=', userId).executeTakeFirst();
  return row?.performance ?? 0;
}

/**
 * Adds `delta` to the all-time team performance of every ancestor of `buyerId` (depth ≥ 1), in one
 * statement: an upsert, so the first order below a member creates their row. The `where true` is
 * SQLite's: an INSERT … SELECT with an upsert needs a WHERE to parse.
 */
export async function addTeamPerformance(trx: Trx, buyerId: number, delta: number, paidAt: number): Promise<void> {
  await sql`
    insert into team_stats (user_id, performance)
    select ancestor_id, cast(${delta} as bigint) from team_paths
    where descendant_id = ${buyerId} and depth >= 1 and true
    on conflict (user_id) do update set performance = team_stats.performance + excluded.performance`.execute(trx);
  // The period roll-up: the bucket of the payment's time, for the buyer (own) and each ancestor (team).
  const bucket = Math.floor(paidAt / BUCKET_MS);
  await sql`
    insert into team_buckets (user_id, bucket, team, own)
    select ancestor_id, cast(${bucket} as bigint),
      case when depth = 0 then cast(0 as bigint) else cast(${delta} as bigint) end,
      case when depth = 0 then cast(${delta} as bigint) else cast(0 as bigint) end
    from team_paths where descendant_id = ${buyerId} and true
    on conflict (user_id, bucket) do update set team = team_buckets.team + excluded.team, own = team_buckets.own + excluded.own`.execute(
    trx,
  );
}

/** The roll-up's bucket width: every time zone's offset is a multiple of it, so periods start on an edge. */
const BUCKET_MS = 15 * 60_000;

/**
 * Paid order value from `since` (a platform day's or month's start) of each of `userIds`: their team's
 * (depth ≥ 1), plus their own orders when `withOwn`. Read from the roll-up: at most a month of buckets per member.
 */
export async function periodPerformances(db: Executor, userIds: number[], since: number, withOwn: boolean): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('team_buckets')
    .select(['user_id', withOwn ? sql<number>`sum(team + own)`.as('total') : sql<number>`sum(team)`.as('total')])
    .where('user_id', 'in', userIds)
    .where('bucket', '>=', Math.floor(since / BUCKET_MS))
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
}

/**
 * What members with a referrer paid for their own purchases from `since` (net of refunds), per 15-minute bucket, with
 * their referrer and the referrer's level now: the purchases a referral reward rate applies to (the rule dry-run).
 */
export async function referredPurchasesSince(
  db: Executor,
  since: number,
): Promise<{ buyer: number; referrer: number; level: number; amount: number }[]> {
  const rows = await db
    .selectFrom('team_buckets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('users as r', 'r.id', 'u.referrer_id')
    .select(['b.user_id as buyer', 'r.id as referrer', 'r.level as level', 'b.own as amount'])
    .where('b.bucket', '>=', Math.ceil(since / BUCKET_MS))
    .where('b.own', '>', 0)
    .execute();
  return rows.map((r) => ({ buyer: Number(r.buyer), referrer: Number(r.referrer), level: r.level, amount: Number(r.amount) }));
}

/** The ancestors of `buyerId` (depth ≥ 1) with their level and all-time team performance. */
export async function ancestorsWithPerformance(trx: Trx, buyerId: number): Promise<{ id: number; level: number; performance: number }[]> {
  const rows = await trx
    .selectFrom('team_paths as p')
    .innerJoin('users as u', 'u.id', 'p.ancestor_id')
    .leftJoin('team_stats as s', 's.user_id', 'p.ancestor_id')
    .select(['u.id', 'u.level', sql<number>`coalesce(s.performance, 0)`.as('performance')])
    .where('p.descendant_id', '=', buyerId)
    .where('p.depth', '>=', 1)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), level: Number(r.level), performance: Number(r.performance) }));
}

/** Raises a level, never lowers it: conditional on the level being below, so a concurrent higher setting stays. */
export async function raiseLevel(db: Executor, userId: number, level: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ level, updated_at: now })
    .where('id', '=', userId)
    .where('level', '<', level)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Direct referrals of `userId` registered from `since` (inclusive; null: all). */
export async function countInvited(db: Executor, userId: number, since: number | null): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referrer_id', '=', userId);
  if (since !== null) query = query.where('created_at', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

// ---- referral rewards

/** The member's rewards still pending and already paid, summed by status. */
export async function rewardTotals(db: Executor, beneficiaryId: number) {
  return db
    .selectFrom('referral_rewards')
    .select(['status', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('beneficiary_id', '=', beneficiaryId)
    .where('status', 'in', ['pending', 'paid'])
    .groupBy('status')
    .execute();
}

/** The buyer's referrer, if any. */
export async function referrerOf(db: Executor, buyerId: number): Promise<{ id: number; level: number } | undefined> {
  return db
    .selectFrom('users as b')
    .innerJoin('users as r', 'r.id', 'b.referrer_id')
    .select(['r.id', 'r.level'])
    .where('b.id', '=', buyerId)
    .executeTakeFirst();
}

/** A member's level as the transaction sees it now. */
export async function levelOf(db: Executor, userId: number): Promise<number> {
  return (await db.selectFrom('users').select('level').where('id', '=', userId).executeTakeFirstOrThrow()).level;
}

/** Records a purchase's reward; nothing when the purchase has one already (one per purchase). */
export async function insertRewardOnce(trx: Trx, row: Insertable<ReferralRewardsTable>): Promise<void> {
  await trx
    .insertInto('referral_rewards')
    .values(row)
    .onConflict((oc) => oc.columns(['source_type', 'source_id']).doNothing())
    .execute();
}

/** Moves a purchase's pending reward to `status` (one conditional UPDATE); the reward when it was pending. */
export async function settleReward(
  trx: Trx,
  type: RewardSourceType,
  sourceId: number,
  status: 'paid' | 'void',
  now: number,
): Promise<ReferralRewardRow | undefined> {
  return trx
    .updateTable('referral_rewards')
    .set({ status, settled_at: now })
    .where('source_type', '=', type)
    .where('source_id', '=', sourceId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function setRewardTransaction(trx: Trx, rewardId: number, transactionId: number): Promise<void> {
  await trx.updateTable('referral_rewards').set({ transaction_id: transactionId }).where('id', '=', rewardId).execute();
}

/** An operator's level for a member; the member's row, or undefined when there is none. */
export async function setUserLevel(db: Executor, userId: number, level: number, now: number): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ level, updated_at: now }).where('id', '=', userId).returningAll().executeTakeFirst();
}
