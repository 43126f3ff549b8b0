import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { saveCouponBodySchema } from '@uu/contract/coupons';
import { couponBody, couponValues, type Coupon, type FormValues } from './coupons-lib';

const base: FormValues = {
  name: { 'zh-Hant': '滿 100 減 10' },
  kind: 'mall',
  discountType: 'amount',
  amount: '10',
  minSpend: '100',
  validity: 'days',
  validDays: 30,
  scope: 'all',
  active: true,
  claimable: false,
};

describe('the coupon form', () => {
  it('sends "N days from issue" or fixed dates (the first day’s start to the last day’s end), never both', () => {
    expect(couponBody(base, null)).toMatchObject({ validDays: 30, validFrom: null, validTo: null });
    const fixed = couponBody(
      { ...base, validity: 'fixed', validDays: 30, validRange: [dayjs('2026-12-01T10:00:00'), dayjs('2026-12-31T10:00:00')] },
      7,
    );
    expect(fixed).toMatchObject({
      id: 7,
      validDays: null,
      validFrom: dayjs('2026-12-01T00:00:00').toISOString(),
      validTo: dayjs('2026-12-31T23:59:59.999').toISOString(),
    });
    expect(saveCouponBodySchema.safeParse(fixed).success).toBe(true);
  });

  it('sends the limits (empty: none) and the scope’s ids; a package coupon applies to all', () => {
    const body = couponBody(
      { ...base, totalQuantity: 500, perMemberLimit: 2, scope: 'categories', scopeCategories: [3, 4], scopeGoods: [9] },
      null,
    );
    expect(body).toMatchObject({ totalQuantity: 500, perMemberLimit: 2, scope: 'categories', scopeIds: [3, 4] });
    expect(saveCouponBodySchema.safeParse(body).success).toBe(true);
    expect(couponBody({ ...base, totalQuantity: null }, null)).toMatchObject({ totalQuantity: null, perMemberLimit: null, scopeIds: [] });
    const pack = couponBody({ ...base, kind: 'package', questionsPerDay: 5, packageDays: 7, scope: 'goods', scopeGoods: [1] }, null);
    expect(pack).toMatchObject({ scope: 'all', scopeIds: [] });
  });

  it('loads a saved coupon back into the same form values (save unchanged, reload: identical)', () => {
    const saved: Coupon = {
      id: 7,
      name: { 'zh-Hant': '年終' },
      kind: 'mall',
      discountType: 'percent',
      amount: null,
      percent: 10,
      minSpend: '0.00',
      package: null,
      validDays: null,
      validFrom: '2026-11-30T16:00:00.000Z',
      validTo: '2026-12-31T15:59:59.999Z',
      totalQuantity: 100,
      perMemberLimit: 1,
      scope: 'goods',
      scopeIds: [5, 6],
      active: true,
      claimable: true,
      issued: 3,
      used: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const body = couponBody(couponValues(saved), saved.id);
    expect(body).toMatchObject({
      validDays: null,
      totalQuantity: 100,
      perMemberLimit: 1,
      scope: 'goods',
      scopeIds: [5, 6],
      percent: 10,
      claimable: true,
    });
    expect(Date.parse(body.validFrom ?? '')).toBeLessThanOrEqual(Date.parse(saved.validFrom ?? ''));
    expect(Date.parse(body.validTo ?? '')).toBeGreaterThanOrEqual(Date.parse(saved.validTo ?? ''));
  });
});
