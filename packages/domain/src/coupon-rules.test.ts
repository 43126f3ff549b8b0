import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupon-rules';

describe('couponDiscount', () => {
  it('takes a fixed amount off once the minimum spend is reached', () => {
    const terms = { discountType: 'amount' as const, amount: 10_00, percent: null, minSpend: 100_00 };
    expect(couponDiscount(terms, 99_99)).toEqual({ ok: false, reason: 'minSpend' });
    expect(couponDiscount(terms, 100_00)).toEqual({ ok: true, discount: 10_00 });
    expect(couponDiscount(terms, 350_00)).toEqual({ ok: true, discount: 10_00 });
  });

  it('takes a percent off, rounded down to the hundredth', () => {
    const terms = { discountType: 'percent' as const, amount: null, percent: 15, minSpend: 0 };
    expect(couponDiscount(terms, 100_00)).toEqual({ ok: true, discount: 15_00 });
    expect(couponDiscount(terms, 33)).toEqual({ ok: true, discount: 4 }); // 4.95 hundredths
  });

  it('always leaves something to pay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (subtotal, percent, amount) => {
          const p = couponDiscount({ discountType: 'percent', amount: null, percent, minSpend: 0 }, subtotal);
          const a = couponDiscount({ discountType: 'amount', amount, percent: null, minSpend: 0 }, subtotal);
          for (const r of [p, a]) {
            expect(r.ok).toBe(true);
            if (r.ok) {
              expect(r.discount).toBeGreaterThanOrEqual(0);
              expect(subtotal - r.discount).toBeGreaterThanOrEqual(1);
            }
          }
        },
      ),
    );
  });
});
