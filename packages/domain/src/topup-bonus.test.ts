import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOP_UP_BONUS_TIERS, topUpBonus, topUpBonusTier, validTopUpBonusTiers, type TopUpBonusTier } from './topup-bonus';

// 500 UU → 10 UU, 1,000 UU → 30 UU, 5,000 UU → 200 UU (hundredths).
const TIERS: TopUpBonusTier[] = [
  { min: 500_00, bonus: 10_00 },
  { min: 1_000_00, bonus: 30_00 },
  { min: 5_000_00, bonus: 200_00 },
];

describe('top-up bonus tiers', () => {
  it('reaches a tier exactly at its threshold, not a hundredth before', () => {
    expect(topUpBonus(500_00 - 1, TIERS)).toBe(0);
    expect(topUpBonus(500_00, TIERS)).toBe(10_00);
    expect(topUpBonus(1_000_00 - 1, TIERS)).toBe(10_00);
    expect(topUpBonus(1_000_00, TIERS)).toBe(30_00);
    expect(topUpBonus(5_000_00, TIERS)).toBe(200_00);
    expect(topUpBonus(1_000_000_00, TIERS)).toBe(200_00);
  });

  it('chooses the highest tier reached; tiers do not add up', () => {
    expect(topUpBonusTier(2_000_00, TIERS)).toEqual({ min: 1_000_00, bonus: 30_00 });
    expect(topUpBonus(6_000_00, TIERS)).toBe(200_00);
  });

  it('gives nothing without tiers', () => {
    expect(topUpBonus(1_000_000_00, [])).toBe(0);
    expect(topUpBonusTier(1, [])).toBeNull();
  });

  it('does not depend on the order the tiers are listed in', () => {
    const shuffled = [TIERS[2]!, TIERS[0]!, TIERS[1]!];
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e11 }), (amount) => topUpBonus(amount, shuffled) === topUpBonus(amount, TIERS)));
  });

  it('never gives less for a larger top-up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 1e11 }), (a, b) =>
        a <= b ? topUpBonus(a, TIERS) <= topUpBonus(b, TIERS) : topUpBonus(a, TIERS) >= topUpBonus(b, TIERS),
      ),
    );
  });

  it('accepts rising thresholds with positive, non-falling bonuses in whole hundredths', () => {
    expect(validTopUpBonusTiers(TIERS)).toBe(true);
    expect(validTopUpBonusTiers([])).toBe(true);
    expect(
      validTopUpBonusTiers([
        { min: 100_00, bonus: 5_00 },
        { min: 200_00, bonus: 5_00 },
      ]),
    ).toBe(true);
  });

  it('refuses falling or equal thresholds, a falling bonus, zero, negatives, fractions and too many tiers', () => {
    expect(validTopUpBonusTiers([TIERS[1]!, TIERS[0]!])).toBe(false);
    expect(
      validTopUpBonusTiers([
        { min: 500_00, bonus: 10_00 },
        { min: 500_00, bonus: 20_00 },
      ]),
    ).toBe(false);
    expect(
      validTopUpBonusTiers([
        { min: 500_00, bonus: 20_00 },
        { min: 1_000_00, bonus: 10_00 },
      ]),
    ).toBe(false);
    expect(validTopUpBonusTiers([{ min: 0, bonus: 10_00 }])).toBe(false);
    expect(validTopUpBonusTiers([{ min: 500_00, bonus: 0 }])).toBe(false);
    expect(validTopUpBonusTiers([{ min: 500_00, bonus: -10_00 }])).toBe(false);
    expect(validTopUpBonusTiers([{ min: 500.5, bonus: 10_00 }])).toBe(false);
    expect(validTopUpBonusTiers([{ min: 500_00, bonus: 0.5 }])).toBe(false);
    const many = Array.from({ length: MAX_TOP_UP_BONUS_TIERS + 1 }, (_, i) => ({ min: (i + 1) * 100_00, bonus: 1_00 }));
    expect(validTopUpBonusTiers(many)).toBe(false);
    expect(validTopUpBonusTiers(many.slice(0, MAX_TOP_UP_BONUS_TIERS))).toBe(true);
  });
});
