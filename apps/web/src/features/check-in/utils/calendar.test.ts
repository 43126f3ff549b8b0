import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './calendar';

describe('monthGrid', () => {
  it('starts on the month’s weekday and lists every day', () => {
    // 1 November 2026 is a Sunday; February 2028 is a leap month starting on a Tuesday.
    expect(monthGrid('2026-11')).toMatchObject({ leading: 0 });
    expect(monthGrid('2026-11').days).toHaveLength(30);
    const feb = monthGrid('2028-02');
    expect(feb.leading).toBe(2);
    expect(feb.days.at(0)).toBe('2028-02-01');
    expect(feb.days.at(-1)).toBe('2028-02-29');
  });
});

describe('shiftMonth', () => {
  it('crosses years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });
});
