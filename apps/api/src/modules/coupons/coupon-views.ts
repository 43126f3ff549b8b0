import type { z } from 'zod';
import type { CouponCopy, CouponPackage, CouponStatus, MemberCoupon, couponSchema } from '@uu/contract/coupons';
import type { Locale } from '@uu/contract/locales';
import type { LocalizedText } from '@uu/contract/mall';
import { formatAmount } from '@uu/contract/money';
import type { Executor } from '../../db/database';
import { toIso } from '../../lib/clock';
import { localizedJson } from '../../lib/localized';
import { scopeNames } from './coupons.repository';
import type { CouponRow, MemberCouponRow } from './coupons.table';

type Coupon = z.infer<typeof couponSchema>;
export type Terms = Pick<
  CouponRow,
  'name' | 'kind' | 'discount_type' | 'amount' | 'percent' | 'min_spend' | 'package_spec' | 'scope' | 'scope_ids' | 'valid_from'
>;

/** The names of what each coupon applies to, in one read for a whole list. */
export type ScopeNames = (coupon: Pick<CouponRow, 'scope' | 'scope_ids'>) => string[];

const idsOf = (coupon: Pick<CouponRow, 'scope_ids'>) => JSON.parse(coupon.scope_ids) as number[];

/** Reads the goods and category names the coupons' scopes list, and answers them per coupon in `locale`. */
export async function loadScopeNames(
  db: Executor,
  coupons: readonly Pick<CouponRow, 'scope' | 'scope_ids'>[],
  locale: Locale,
): Promise<ScopeNames> {
  const goods = new Set<number>();
  const categories = new Set<number>();
  for (const c of coupons) for (const id of idsOf(c)) (c.scope === 'goods' ? goods : categories).add(id);
  const names = await scopeNames(db, [...goods], [...categories]);
  return (c) => {
    if (c.scope === 'all') return [];
    const byId = c.scope === 'goods' ? names.goods : names.categories;
    return idsOf(c).flatMap((id) => {
      const name = byId.get(id);
      return name ? [localizedJson(name, locale)] : [];
    });
  };
}

/** What a coupon gives, in the member's language. */
export function termsOf(couponId: number, coupon: Terms, locale: Locale, names: ScopeNames) {
  return {
    couponId,
    name: localizedJson(coupon.name, locale),
    kind: coupon.kind,
    discountType: coupon.discount_type,
    amount: coupon.amount === null ? null : formatAmount(coupon.amount),
    percent: coupon.percent,
    minSpend: formatAmount(coupon.min_spend),
    package: coupon.package_spec ? (JSON.parse(coupon.package_spec) as CouponPackage) : null,
    scope: coupon.scope,
    scopeNames: names(coupon),
    validFrom: coupon.valid_from === null ? null : toIso(coupon.valid_from),
  };
}

export function toMemberCoupon(copy: MemberCouponRow, coupon: Terms, locale: Locale, now: number, names: ScopeNames): MemberCoupon {
  const status: CouponStatus = copy.status === 'used' ? 'used' : copy.expires_at <= now ? 'expired' : 'available';
  return {
    ...termsOf(copy.coupon_id, coupon, locale, names),
    id: copy.id,
    status,
    issuedAt: toIso(copy.issued_at),
    expiresAt: toIso(copy.expires_at),
    usedAt: copy.used_at === null ? null : toIso(copy.used_at),
    orderId: copy.order_id,
  };
}

/** The operator's view of a definition. */
export function toCoupon(row: CouponRow, used: number): Coupon {
  return {
    id: row.id,
    name: JSON.parse(row.name) as LocalizedText,
    kind: row.kind,
    discountType: row.discount_type,
    amount: row.amount === null ? null : formatAmount(row.amount),
    percent: row.percent,
    minSpend: formatAmount(row.min_spend),
    package: row.package_spec ? (JSON.parse(row.package_spec) as CouponPackage) : null,
    validDays: row.valid_to === null ? row.valid_days : null,
    validFrom: row.valid_from === null ? null : toIso(row.valid_from),
    validTo: row.valid_to === null ? null : toIso(row.valid_to),
    totalQuantity: row.total_quantity === null ? null : Number(row.total_quantity),
    perMemberLimit: row.per_member_limit === null ? null : Number(row.per_member_limit),
    scope: row.scope,
    scopeIds: idsOf(row),
    active: row.active === 1,
    claimable: row.claimable === 1,
    issued: Number(row.issued_count),
    used,
    createdAt: toIso(row.created_at),
  };
}

type CopyRow = MemberCouponRow & { member_no: string; nickname: string; order_no: string | null };

/** One copy in the coupon's list of issued and used copies. */
export function toCopy(row: CopyRow, now: number): CouponCopy {
  return {
    id: row.id,
    member: { id: row.user_id, memberNo: row.member_no, nickname: row.nickname },
    source: row.source,
    status: row.status === 'used' ? 'used' : row.expires_at <= now ? 'expired' : 'available',
    issuedAt: toIso(row.issued_at),
    expiresAt: toIso(row.expires_at),
    usedAt: row.used_at === null ? null : toIso(row.used_at),
    order: row.order_id !== null && row.order_no ? { id: row.order_id, orderNo: row.order_no } : null,
  };
}
