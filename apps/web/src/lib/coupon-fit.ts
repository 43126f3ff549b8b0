import type { MemberCoupon } from '@uu/contract/coupons';
import { formatAmount, parseAmount } from '@uu/contract/money';
import { couponDiscount } from '@uu/domain/coupon-rules';

/**
 * Whether a coupon can pay part of an order of `subtotal` (a decimal string), and what it takes off
 * or how much more the order needs: the server's rule (packages/domain coupon-rules), so the
 * chooser and submitOrder show what the server will decide.
 */
export function couponFit(
  coupon: Pick<MemberCoupon, 'kind' | 'status' | 'discountType' | 'amount' | 'percent' | 'minSpend'>,
  subtotal: string,
): { usable: true; discount: string } | { usable: false; missing: string | null } {
  const cents = parseAmount(subtotal);
  const min = parseAmount(coupon.minSpend) ?? 0;
  if (coupon.kind !== 'mall' || coupon.status !== 'available' || !coupon.discountType || cents === null)
    return { usable: false, missing: null };
  const outcome = couponDiscount(
    {
      discountType: coupon.discountType,
      amount: coupon.amount === null ? null : parseAmount(coupon.amount),
      percent: coupon.percent,
      minSpend: min,
    },
    cents,
  );
  return outcome.ok ? { usable: true, discount: formatAmount(outcome.discount) } : { usable: false, missing: formatAmount(min - cents) };
}
