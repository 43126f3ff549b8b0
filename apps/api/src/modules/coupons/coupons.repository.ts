import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { CouponRow, CouponsTable, MemberCouponRow, MemberCouponsTable } from './coupons.table';

/**
 * The coupons' queries (product.md "Mall, orders and coupons"): the operators' definitions and the
 * members' copies. A copy is used by one conditional update. The caller owns the transaction.
 */

// ---- definitions ----

export async function findCoupon(db: Executor, id: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A coupon offered for members to claim (claimable and active). */
export async function findClaimableCoupon(db: Executor, id: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).where('claimable', '=', 1).where('active', '=', 1).executeTakeFirst();
}

/** The coupons offered for members to claim, newest first. */
export async function listClaimableCoupons(db: Executor, limit: number): Promise<CouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('claimable', '=', 1)
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.selectFrom('coupons').selectAll().orderBy('id', 'desc').execute();
}

export async function insertCoupon(db: Executor, values: Insertable<CouponsTable>): Promise<CouponRow> {
  return db.insertInto('coupons').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Undefined: no such coupon. */
export async function updateCoupon(db: Executor, id: number, values: Updateable<CouponsTable>): Promise<CouponRow | undefined> {
  return db.updateTable('coupons').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

// ---- members' copies ----

export type CouponListStatus = 'available' | 'used' | 'expired';
export type CopyWithTerms = MemberCouponRow &
  Pick<
    CouponRow,
    'name' | 'kind' | 'discount_type' | 'amount' | 'percent' | 'min_spend' | 'package_spec' | 'scope' | 'scope_ids' | 'valid_from'
  >;

/** A page of the member's copies in one status, with their coupon's terms. */
export async function listMemberCoupons(
  db: Executor,
  userId: number,
  status: CouponListStatus,
  now: number,
  page: number,
  size: number,
): Promise<CopyWithTerms[]> {
  let base = db.selectFrom('member_coupons as mc').where('mc.user_id', '=', userId);
  if (status === 'available') base = base.where('mc.status', '=', 'available').where('mc.expires_at', '>', now);
  else if (status === 'expired') base = base.where('mc.status', '=', 'available').where('mc.expires_at', '<=', now);
  else base = base.where('mc.status', '=', 'used');
  const order = status === 'available' ? ('asc' as const) : ('desc' as const);
  return (
    base
      .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
      .selectAll('mc')
      .select([
        'c.name',
        'c.kind',
        'c.discount_type',
        'c.amount',
        'c.percent',
        'c.min_spend',
        'c.package_spec',
        'c.scope',
        'c.scope_ids',
        'c.valid_from',
      ])
      // Available: the soonest to expire first; used and expired: the latest first.
      .orderBy(status === 'used' ? 'mc.used_at' : 'mc.expires_at', order)
      .orderBy('mc.id', order)
      .limit(size)
      .offset((page - 1) * size)
      .execute()
  );
}

/** How many of the member's copies are in each status, and how many available ones are for orders. */
export async function countMemberCoupons(db: Executor, userId: number, now: number) {
  return db
    .selectFrom('member_coupons as mc')
    .where('mc.user_id', '=', userId)
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .select([
      sql<number | null>`sum(case when mc.status = 'available' and mc.expires_at > ${now} then 1 else 0 end)`.as('available'),
      sql<number | null>`sum(case when mc.status = 'used' then 1 else 0 end)`.as('used'),
      sql<number | null>`sum(case when mc.status = 'available' and mc.expires_at <= ${now} then 1 else 0 end)`.as('expired'),
      sql<number | null>`sum(case when mc.status = 'available' and mc.expires_at > ${now} and c.kind = 'mall' then 1 else 0 end)`.as(
        'forOrders',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** A member's own copy. */
export async function findMemberCoupon(db: Executor, userId: number, copyId: number): Promise<MemberCouponRow | undefined> {
  return db.selectFrom('member_coupons').selectAll().where('id', '=', copyId).where('user_id', '=', userId).executeTakeFirst();
}

/** Which of `couponIds` the member has claimed. */
export async function claimedCouponIds(db: Executor, userId: number, couponIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('member_coupons')
    .select('coupon_id')
    .where('user_id', '=', userId)
    .where('source', '=', 'claim')
    .where('coupon_id', 'in', couponIds)
    .execute();
  return rows.map((r) => r.coupon_id);
}

export async function insertMemberCoupon(db: Executor, values: Insertable<MemberCouponsTable>): Promise<MemberCouponRow> {
  return db.insertInto('member_coupons').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One conditional update: an available, unexpired copy becomes used, or nothing happens (undefined). */
export async function takeMemberCoupon(
  db: Executor,
  userId: number,
  copyId: number,
  now: number,
  orderId: number | null,
): Promise<MemberCouponRow | undefined> {
  return db
    .updateTable('member_coupons')
    .set({ status: 'used', used_at: now, order_id: orderId })
    .where('id', '=', copyId)
    .where('user_id', '=', userId)
    .where('status', '=', 'available')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** The copy an order used becomes available again (its day kept). */
export async function releaseOrderCoupon(db: Executor, orderId: number): Promise<void> {
  await db
    .updateTable('member_coupons')
    .set({ status: 'available', used_at: null, order_id: null })
    .where('order_id', '=', orderId)
    .where('status', '=', 'used')
    .execute();
}

export type IssueTarget = { to: 'all' } | { to: 'level'; level: number } | { to: 'member'; userId: number };

/** Whether the member exists and is not disabled. */
export async function activeMemberExists(db: Executor, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('status', '!=', 'disabled').executeTakeFirst();
  return user !== undefined;
}

// ---- what a package coupon starts ----

export async function insertChatPackage(
  db: Executor,
  values: { user_id: number; questions_per_day: number; starts_at: number; ends_at: number; created_at: number },
): Promise<void> {
  await db.insertInto('chat_packages').values(values).execute();
}

// ---- limits: the total quantity and the per-member limit (issue 17 "Coupons") ----

/**
 * Takes the coupon's row lock first (a no-op update), so every grant locks the coupon before members' counters:
 * one order on PostgreSQL, so concurrent grants never deadlock. SQLite serializes writers anyway.
 */
export async function lockCoupon(trx: Executor, couponId: number): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ issued_count: eb.ref('issued_count') }))
    .where('id', '=', couponId)
    .execute();
}

/** Counts `n` more copies given, if the total quantity allows them: one conditional update, false when it does not. */
export async function reserveQuantity(trx: Executor, couponId: number, n: number): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set((eb) => ({ issued_count: eb('issued_count', '+', n) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('total_quantity', 'is', null), eb(eb('issued_count', '+', n), '<=', eb.ref('total_quantity'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseQuantity(trx: Executor, couponId: number, n: number): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ issued_count: eb('issued_count', '-', n) }))
    .where('id', '=', couponId)
    .execute();
}

/**
 * Counts one more copy for each member of the target (not disabled) still under `limit` (null: no limit), in one
 * upsert whose update is conditional on the limit; answers the members counted, in id order. Two grants at once
 * to the same member: the row lock makes the second see the first's count.
 */
export async function countMemberCopies(trx: Executor, couponId: number, target: IssueTarget, limit: number | null): Promise<number[]> {
  const rows = await trx
    .insertInto('coupon_member_counts')
    .columns(['coupon_id', 'user_id', 'issued'])
    .expression((eb) => {
      let users = eb
        .selectFrom('users')
        .select([sql.lit(couponId).as('coupon_id'), 'id as user_id', sql.lit(1).as('issued')])
        .where('status', '!=', 'disabled');
      if (target.to === 'level') users = users.where('level', '=', target.level);
      if (target.to === 'member') users = users.where('id', '=', target.userId);
      return users.orderBy('id');
    })
    .onConflict((oc) => {
      const update = oc.columns(['coupon_id', 'user_id']).doUpdateSet((eb) => ({ issued: eb('coupon_member_counts.issued', '+', 1) }));
      return limit === null ? update : update.where('coupon_member_counts.issued', '<', limit);
    })
    .returning('user_id')
    .execute();
  return rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
}

/** Copies for these members, a few hundred rows a statement (SQLite's limit on parameters). */
export async function insertCopies(
  trx: Executor,
  couponId: number,
  userIds: number[],
  copy: { source: MemberCouponRow['source']; issuedAt: number; expiresAt: number },
): Promise<void> {
  for (let i = 0; i < userIds.length; i += 500) {
    await trx
      .insertInto('member_coupons')
      .values(
        userIds.slice(i, i + 500).map((userId) => ({
          coupon_id: couponId,
          user_id: userId,
          source: copy.source,
          issued_at: copy.issuedAt,
          expires_at: copy.expiresAt,
        })),
      )
      .execute();
  }
}

/** How many copies of each coupon were used. */
export async function usedCounts(db: Executor, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_coupons')
    .select((eb) => ['coupon_id', eb.fn.countAll<number>().as('n')])
    .where('coupon_id', 'in', couponIds)
    .where('status', '=', 'used')
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.coupon_id), Number(r.n)]));
}

/** One page of a coupon's copies, newest first, with their member and the order that used them. */
export async function couponCopies(db: Executor, couponId: number, status: 'used' | 'unused' | undefined, page: number, size: number) {
  let base = db.selectFrom('member_coupons as mc').where('mc.coupon_id', '=', couponId);
  if (status === 'used') base = base.where('mc.status', '=', 'used');
  if (status === 'unused') base = base.where('mc.status', '=', 'available');
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'mc.user_id')
      .leftJoin('orders as o', 'o.id', 'mc.order_id')
      .selectAll('mc')
      .select(['u.member_no', 'u.nickname', 'o.order_no'])
      .orderBy('mc.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The names (JSON per language) of goods and of categories, by id. */
export async function scopeNames(db: Executor, goodsIds: number[], categoryIds: number[]) {
  const [goods, categories] = await Promise.all([
    goodsIds.length ? db.selectFrom('goods').select(['id', 'name']).where('id', 'in', goodsIds).execute() : [],
    categoryIds.length ? db.selectFrom('categories').select(['id', 'name']).where('id', 'in', categoryIds).execute() : [],
  ]);
  return {
    goods: new Map(goods.map((g) => [Number(g.id), g.name])),
    categories: new Map(categories.map((c) => [Number(c.id), c.name])),
  };
}

// ---- reminders (issue 21) ----

/** Available copies expiring before `until` that have not been reminded of, oldest expiry first. */
export async function copiesToRemind(
  db: Executor,
  now: number,
  until: number,
  limit: number,
): Promise<{ id: number; user_id: number; expires_at: number; name: string }[]> {
  return db
    .selectFrom('member_coupons as m')
    .innerJoin('coupons as c', 'c.id', 'm.coupon_id')
    .select(['m.id', 'm.user_id', 'm.expires_at', 'c.name'])
    .where('m.status', '=', 'available')
    .where('m.expiry_reminded_at', 'is', null)
    .where('m.expires_at', '>', now)
    .where('m.expires_at', '<=', until)
    .orderBy('m.expires_at')
    .limit(limit)
    .execute();
}

/** Marks a copy reminded of, once: false when another run did it first. */
export async function markReminded(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('member_coupons')
    .set({ expiry_reminded_at: now })
    .where('id', '=', id)
    .where('expiry_reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
