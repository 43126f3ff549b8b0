import type { MemberCoupon } from '@uu/contract/coupons';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** POST /coupon/claim, through the full client (loaded when a member claims, not with the page). */
export function claimCoupon(couponId: number): Promise<MemberCoupon> {
  return request(routes.claimCoupon, { body: { couponId } });
}
