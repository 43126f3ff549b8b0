import { describe, expect, it } from 'vitest';
import { addDays, platformToday } from './dates';

describe('the platform day (Asia/Taipei)', () => {
  it('turns at midnight in Taipei, not on the device', () => {
    expect(platformToday(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(platformToday(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  });

  it('moves by calendar days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
