import { describe, expect, it } from 'vitest';
import { beforeBookedDate, CARRIERS } from './carriers';

describe('marking installed before the booked date', () => {
  it('warns only while today is before the day the member booked', () => {
    expect(beforeBookedDate('2026-12-24', '2026-12-20')).toBe(true);
    expect(beforeBookedDate('2026-12-24', '2026-12-24')).toBe(false);
    expect(beforeBookedDate('2026-12-24', '2026-12-25')).toBe(false);
    expect(beforeBookedDate(null, '2026-12-20')).toBe(false);
    expect(beforeBookedDate('', '2026-12-20')).toBe(false);
  });
});

describe('carriers', () => {
  it('lists each carrier once', () => {
    expect(new Set(CARRIERS).size).toBe(CARRIERS.length);
  });
});
