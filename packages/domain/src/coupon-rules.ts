import type { Cents } from '@uu/contract/money';

/**
 * What a mall coupon takes off an order (product.md "Mall, orders and coupons"), in hundredths,
 * shared by the server (which decides) and submitOrder (which shows the member the same total).
 */
export type MallCouponTerms = {
  discountType: 'amount' | 'percent';
  /** Hundredths off, for amount coupons. */
  amount: Cents | null;
  /** 1-99, for percent coupons. */
  percent: number | null;
  /** The subtotal (hundredths) the order must reach. */
  minSpend: Cents;
};

export type CouponOutcome = { ok: true; discount: Cents } | { ok: false; reason: 'minSpend' };

/**
 * The discount on `subtotal`: a fixed amount, or a percent rounded down to the hundredth. Never the
 * whole subtotal: an amount coupon's minimum spend is above its amount (the operator's form and the
 * database both say so), and a percent below 100 of a subtotal of at least 0.01 leaves at least 0.01.
 */
export function couponDiscount(terms: MallCouponTerms, subtotal: Cents): CouponOutcome {
  if (subtotal < terms.minSpend) return { ok: false, reason: 'minSpend' };
  const raw = terms.discountType === 'amount' ? (terms.amount ?? 0) : Number((BigInt(subtotal) * BigInt(terms.percent ?? 0)) / 100n);
  return { ok: true, discount: Math.max(0, Math.min(raw, subtotal - 1)) };
}
