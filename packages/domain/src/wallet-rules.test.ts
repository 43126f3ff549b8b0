import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeCost, kbTransferFee, maxExchangeable, withdrawalBreakdown } from './wallet-rules';

describe('wallet arithmetic', () => {
  it('splits a withdrawal of 100 UU into 1 fee, 33 FB and 66 U (spec §9)', () => {
    expect(withdrawalBreakdown(10_000)).toEqual({ amount: 10_000, fee: 100, toFb: 3_300, toU: 6_600 });
    expect(withdrawalBreakdown(500_000)).toEqual({ amount: 500_000, fee: 5_000, toFb: 165_000, toU: 330_000 });
  });

  it('the three shares always add up to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (amount) => {
        const { fee, toFb, toU } = withdrawalBreakdown(amount);
        return fee + toFb + toU === amount && fee >= 0 && toFb >= 0 && toU >= 0;
      }),
    );
  });

  it('charges 10% on KB transfers, rounded up to the hundredth', () => {
    expect(kbTransferFee(10_000)).toBe(1_000);
    expect(kbTransferFee(5)).toBe(1);
    expect(kbTransferFee(1)).toBe(1);
  });

  it('never sells more CRC than the UU balance pays for, and sells as much as it does', () => {
    expect(exchangeCost(100, 250)).toBe(250); // 1 CRC at 2.50 UU
    expect(exchangeCost(1, 333)).toBe(4); // 0.01 CRC at 3.33 UU costs 0.0333, rounded up to 0.04
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1, max: 1e6 }), (uu, rate) => {
        const max = maxExchangeable(uu, rate);
        return exchangeCost(max, rate) <= uu && exchangeCost(max + 1, rate) > uu;
      }),
    );
  });
});
