import { sql, type ExpressionBuilder } from 'kysely';
import { AFTER_SALE_STATES } from '@uu/contract/after-sales';
import { OrderStatus } from '@uu/contract/orders';
import { afterSaleClosed } from '@uu/domain/after-sales';
import type { Database, Executor, Trx } from '../../db/database';
import type { ReferralRewardRow, ReferralRewardsTable, RewardStatus } from './team.table';

/** After-sales requests still open (a decision or a parcel awaited): they hold the order's reward pending. */
const OPEN_AFTER_SALES = AFTER_SALE_STATES.filter((state) => !afterSaleClosed(state));

/**
 * The rule of @uu/domain/reward-states in SQL, on a reward `r` of an order: the order done before `cutoff` (its window
 * over) or virtual (no window), and no after-sales request of it still open.
 */
function releasable(eb: ExpressionBuilder<Database & { r: ReferralRewardsTable }, 'r'>, cutoff: number) {
  return eb.and([
    eb('r.source_type', '=', 'order'),
    eb.exists(
      eb
        .selectFrom('orders as o')
        .select(sql`1`.as('one'))
        .where(sql<boolean>`o.id = r.source_id`)
        .where('o.status', '=', OrderStatus.done)
        .where((w) => w.or([w('o.delivery_type', '=', 'virtual'), w('o.done_at', '<', cutoff)])),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('after_sales as a')
          .select(sql`1`.as('one'))
          .where(sql<boolean>`a.order_id = r.source_id`)
          .where('a.state', 'in', OPEN_AFTER_SALES),
      ),
    ),
  ]);
}

/** Pending order rewards that may become available now (orders done before `cutoff`), oldest first, up to `limit`. */
export async function dueOrderRewards(db: Executor, cutoff: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('referral_rewards as r')
    .select('r.id')
    .where('r.status', '=', 'pending')
    .where((eb) => releasable(eb, cutoff))
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Makes one pending order reward available (status `paid`: its KB goes to the wallet), by one conditional UPDATE that
 * checks the rule again: a concurrent run, an after-sales request or a refund in between leaves it as it is. The
 * reward when it moved, else undefined.
 */
export async function releaseOrderReward(trx: Trx, id: number, cutoff: number, now: number): Promise<ReferralRewardRow | undefined> {
  return trx
    .updateTable('referral_rewards as r')
    .set({ status: 'paid', settled_at: now })
    .where('r.id', '=', id)
    .where('r.status', '=', 'pending')
    .where((eb) => releasable(eb, cutoff))
    .returningAll()
    .executeTakeFirst();
}

/** A page of the member's own rewards in `status`, newest first, with the order (when one) and the buyer. */
export async function listMemberRewards(db: Executor, beneficiaryId: number, status: RewardStatus, page: number, size: number) {
  return db
    .selectFrom('referral_rewards as r')
    .innerJoin('users as b', 'b.id', 'r.buyer_id')
    .leftJoin('orders as o', (j) => j.on('r.source_type', '=', 'order').on(sql`o.id`, '=', sql`r.source_id`))
    .selectAll('r')
    .select(['b.member_no', 'b.nickname', 'o.order_no', 'o.status as order_status', 'o.delivery_type', 'o.done_at'])
    .where('r.beneficiary_id', '=', beneficiaryId)
    .where('r.status', '=', status)
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export type MemberRewardRow = Awaited<ReturnType<typeof listMemberRewards>>[number];

/** How many of the member's rewards are in each status. */
export async function countMemberRewards(db: Executor, beneficiaryId: number): Promise<Map<RewardStatus, number>> {
  const rows = await db
    .selectFrom('referral_rewards')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('beneficiary_id', '=', beneficiaryId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
