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
  /** Fixed validity (epoch ms): usable from `valid_from`, every copy expires at `valid_to`; null: `valid_days` from issue. */
  valid_from: number | null;
  valid_to: number | null;
  /** Copies that may ever be given out, and to one member; null: no limit. */
  total_quantity: number | null;
  per_member_limit: number | null;
  /** Copies given out so far: raised only by a conditional update that keeps it within total_quantity. */
  issued_count: Generated<number>;
  /** What goods an order must be of: all, the goods or the categories listed in `scope_ids` (JSON array). */
  scope: Generated<'all' | 'goods' | 'categories'>;
  scope_ids: Generated<string>;
}

/** How many copies of a coupon one member was given (the per-member limit's counter). */
export interface CouponMemberCountsTable {
  coupon_id: number;
  user_id: number;
  issued: number;
}

export interface MemberCouponsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  /** Expired is not stored: an available copy past `expires_at`. */
  status: Generated<'available' | 'used'>;
  source: 'operator' | 'registration' | 'check-in' | 'claim' | 'redemption';
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
