import { describe, expect, it } from 'vitest';
import { addMonths, monthBoundsIn, monthIn } from './calendar';

describe('months in a time zone (statements, issue 24)', () => {
  it('reads the month of an instant in the zone, not in UTC', () => {
    // 2026-11-30T16:30Z is already 1 December in Taipei (UTC+8), still November in UTC.
    const instant = Date.UTC(2026, 10, 30, 16, 30);
    expect(monthIn(instant, 'Asia/Taipei')).toBe('2026-12');
    expect(monthIn(instant, 'UTC')).toBe('2026-11');
  });

  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it("bounds a month by its first platform day's start and the next month's", () => {
    expect(monthBoundsIn('2026-12', 'Asia/Taipei')).toEqual({ from: Date.UTC(2026, 10, 30, 16), to: Date.UTC(2026, 11, 31, 16) });
    // A daylight-saving month: New York's March begins at UTC-5 and April at UTC-4.
    expect(monthBoundsIn('2026-03', 'America/New_York')).toEqual({ from: Date.UTC(2026, 2, 1, 5), to: Date.UTC(2026, 3, 1, 4) });
  });
});
