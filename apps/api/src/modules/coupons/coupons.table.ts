import type { Generated, Selectable } from 'kysely';

export interface CouponsTable {
  id: Generated<number>;
  /** JSON of `{ "zh-Hant": …, "zh-Hans"?: …, "en"?: … }`. */
  name: string;
  kind: 'mall' | 'package';
  discount_type: 'amount' | 'percent' | null;
  /** Hundredths of UU off (amount coupons). */
  amount: number | null;
  percent: number | null;
  /** Hundredths of UU the order's subtotal must reach. */
  min_spend: Generated<number>;
  /** JSON of what a package coupon gives (contract `couponPackageSchema`). */
  package_spec: string | null;
  valid_days: number;
  active: Generated<number>;
  created_at: number;
  /** Offered on the home page for members to claim, once each. */
  claimable: Generated<number>;
}

export interface MemberCouponsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  /** Expired is not stored: an available copy past `expires_at`. */
  status: Generated<'available' | 'used'>;
  source: 'operator' | 'registration' | 'check-in' | 'claim';
  issued_at: number;
  expires_at: number;
  used_at: number | null;
  order_id: number | null;
  /** When the member was told it expires within three days (issue 21); once. */
  expiry_reminded_at: Generated<number | null>;
}

export interface OrderTrackingTable {
  id: Generated<number>;
  order_id: number;
  at: number;
  text: string;
  created_at: number;
}

export type CouponRow = Selectable<CouponsTable>;
export type MemberCouponRow = Selectable<MemberCouponsTable>;
