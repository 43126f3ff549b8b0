import { describe, expect, it } from 'vitest';
import { couponFit } from './coupon-fit';

const amountOff = {
  kind: 'mall' as const,
  status: 'available' as const,
  discountType: 'amount' as const,
  amount: '15.00',
  percent: null,
  minSpend: '100.00',
};

describe('couponFit', () => {
  it('answers the discount once the minimum spend is reached, or what is missing', () => {
    expect(couponFit(amountOff, '120.00')).toEqual({ usable: true, discount: '15.00' });
    expect(couponFit(amountOff, '60.00')).toEqual({ usable: false, missing: '40.00' });
  });

  it('rounds a percent down to the hundredth, as the server does', () => {
    expect(couponFit({ ...amountOff, discountType: 'percent', amount: null, percent: 15, minSpend: '0.00' }, '33.33')).toEqual({
      usable: true,
      discount: '4.99',
    });
  });

  it('never fits a package coupon, a used one or an expired one', () => {
    expect(couponFit({ ...amountOff, kind: 'package', discountType: null }, '500.00')).toEqual({ usable: false, missing: null });
    expect(couponFit({ ...amountOff, status: 'used' }, '500.00')).toEqual({ usable: false, missing: null });
    expect(couponFit({ ...amountOff, status: 'expired' }, '500.00')).toEqual({ usable: false, missing: null });
  });
});
