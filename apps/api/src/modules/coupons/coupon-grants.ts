import { AppError } from '../../lib/app-error';
import type { Trx } from '../../db/database';
import {
  countMemberCopies,
  insertCopies,
  insertMemberCoupon,
  lockCoupon,
  releaseQuantity,
  reserveQuantity,
  type IssueTarget,
} from './coupons.repository';
import type { CouponRow, MemberCouponRow } from './coupons.table';

const DAY = 24 * 60 * 60_000;

/*
 * Giving out copies within a coupon's limits (issue 17 "Coupons"), inside the caller's transaction. Both limits
 * are counters raised by conditional updates (coupons.issued_count within total_quantity; coupon_member_counts
 * within per_member_limit), so parallel grants cannot pass them on either database. The coupon's row is always
 * locked before members' counters: one lock order, no deadlock.
 */

/** When a copy given now expires: the coupon's fixed end, or its number of days from now. */
export function copyExpiry(coupon: Pick<CouponRow, 'valid_to' | 'valid_days'>, now: number): number {
  return coupon.valid_to ?? now + coupon.valid_days * DAY;
}

/** Whether copies may still be given: a coupon with fixed dates is not given after its end. */
export function stillValid(coupon: Pick<CouponRow, 'valid_to'>, now: number): boolean {
  return coupon.valid_to === null || coupon.valid_to > now;
}

/**
 * One copy to every member of the target still under the per-member limit (an operator's issue): all of them or
 * none — COUPON_SOLD_OUT when the total quantity cannot cover them all, COUPON_MEMBER_LIMIT when the one member
 * named holds as many as allowed. Answers the members given one.
 */
export async function grantMany(trx: Trx, coupon: CouponRow, target: IssueTarget, now: number): Promise<number[]> {
  await lockCoupon(trx, coupon.id);
  const members = await countMemberCopies(trx, coupon.id, target, coupon.per_member_limit);
  if (members.length === 0 && target.to === 'member') {
    throw new AppError('COUPON_MEMBER_LIMIT', { params: { limit: coupon.per_member_limit ?? 0 } });
  }
  if (members.length === 0) return [];
  if (!(await reserveQuantity(trx, coupon.id, members.length))) throw new AppError('COUPON_SOLD_OUT');
  await insertCopies(trx, coupon.id, members, { source: 'operator', issuedAt: now, expiresAt: copyExpiry(coupon, now) });
  return members;
}

export type GrantRefusal = 'COUPON_SOLD_OUT' | 'COUPON_MEMBER_LIMIT';

/**
 * One copy to one member (a claim, a registration or check-in gift): the copy, or why not. A refusal leaves the
 * counters as they were (the total given back when the member's limit refused), so the caller's transaction may
 * go on — a check-in whose reward coupon ran out is still a check-in.
 */
export async function grantOne(
  trx: Trx,
  coupon: CouponRow,
  userId: number,
  source: MemberCouponRow['source'],
  now: number,
): Promise<MemberCouponRow | GrantRefusal> {
  if (!(await reserveQuantity(trx, coupon.id, 1))) return 'COUPON_SOLD_OUT';
  const counted = await countMemberCopies(trx, coupon.id, { to: 'member', userId }, coupon.per_member_limit);
  if (counted.length === 0) {
    await releaseQuantity(trx, coupon.id, 1);
    return 'COUPON_MEMBER_LIMIT';
  }
  return insertMemberCoupon(trx, { coupon_id: coupon.id, user_id: userId, source, issued_at: now, expires_at: copyExpiry(coupon, now) });
}
