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

/** How many copies of the coupon were given out. */
export async function countIssued(db: Executor, couponId: number): Promise<number> {
  const row = await db
    .selectFrom('member_coupons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- members' copies ----

export type CouponListStatus = 'available' | 'used' | 'expired';
export type CopyWithTerms = MemberCouponRow &
  Pick<CouponRow, 'name' | 'kind' | 'discount_type' | 'amount' | 'percent' | 'min_spend' | 'package_spec'>;

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
      .select(['c.name', 'c.kind', 'c.discount_type', 'c.amount', 'c.percent', 'c.min_spend', 'c.package_spec'])
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

/** One copy of the coupon to every member (not disabled) of the target, in one statement: how many were given. */
export async function issueToMembers(
  db: Executor,
  coupon: { id: number },
  target: IssueTarget,
  issuedAt: number,
  expiresAt: number,
): Promise<number> {
  const result = await db
    .insertInto('member_coupons')
    .columns(['coupon_id', 'user_id', 'status', 'source', 'issued_at', 'expires_at'])
    .expression((eb) => {
      let users = eb
        .selectFrom('users')
        .select([
          sql.lit(coupon.id).as('coupon_id'),
          'id as user_id',
          sql.lit('available').as('status'),
          sql.lit('operator').as('source'),
          sql.lit(issuedAt).as('issued_at'),
          sql.lit(expiresAt).as('expires_at'),
        ])
        .where('status', '!=', 'disabled');
      if (target.to === 'level') users = users.where('level', '=', target.level);
      if (target.to === 'member') users = users.where('id', '=', target.userId);
      return users;
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

// ---- what a package coupon starts ----

export async function insertChatPackage(
  db: Executor,
  values: { user_id: number; questions_per_day: number; starts_at: number; ends_at: number; created_at: number },
): Promise<void> {
  await db.insertInto('chat_packages').values(values).execute();
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

/** The members (not disabled) an operator's issue reached: all, one level, or one member. */
export async function issuedMemberIds(db: Executor, target: IssueTarget): Promise<number[]> {
  let users = db.selectFrom('users').select('id').where('status', '!=', 'disabled');
  if (target.to === 'level') users = users.where('level', '=', target.level);
  if (target.to === 'member') users = users.where('id', '=', target.userId);
  return (await users.execute()).map((r) => r.id);
}
