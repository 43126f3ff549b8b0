import { describe, expect, it } from 'vitest';
import { DELIVERY_BACKOFF_MS, inQuietHours, nextAttemptAt, releaseAfterQuietHours } from './notify-rules';

const night = { from: '22:00', to: '08:00' };
const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('a window across midnight holds from its start to its end, not outside', () => {
    expect(inQuietHours(22 * 60, night)).toBe(true);
    expect(inQuietHours(3 * 60, night)).toBe(true);
    expect(inQuietHours(8 * 60, night)).toBe(false);
    expect(inQuietHours(21 * 60 + 59, night)).toBe(false);
    expect(inQuietHours(12 * 60, { from: '12:00', to: '13:30' })).toBe(true);
    expect(inQuietHours(13 * 60 + 30, { from: '12:00', to: '13:30' })).toBe(false);
  });

  it('a delivery at 23:15 in Taipei waits until 08:00 the next morning there; one at noon goes at once', () => {
    // 23:15:42 in Taipei (UTC+8) is 15:15:42Z.
    expect(releaseAfterQuietHours(at('2026-11-27T15:15:42.500Z'), night, 'Asia/Taipei')).toBe(at('2026-11-28T00:00:00Z'));
    expect(releaseAfterQuietHours(at('2026-11-27T19:00:00Z'), night, 'Asia/Taipei')).toBe(at('2026-11-28T00:00:00Z'));
    expect(releaseAfterQuietHours(at('2026-11-27T04:00:00Z'), night, 'Asia/Taipei')).toBe(at('2026-11-27T04:00:00Z'));
    expect(releaseAfterQuietHours(at('2026-11-27T15:15:00Z'), null, 'Asia/Taipei')).toBe(at('2026-11-27T15:15:00Z'));
  });

  it('the window is read in the given time zone, across a change of clocks', () => {
    // New York, the night clocks go back (2026-11-01 02:00 EDT → 01:00 EST): 23:00 EDT is 03:00Z; 08:00 EST is 13:00Z.
    expect(releaseAfterQuietHours(at('2026-11-01T03:00:00Z'), night, 'America/New_York')).toBe(at('2026-11-01T13:00:00Z'));
  });
});

describe('retry back-off', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, then gives up', () => {
    expect(DELIVERY_BACKOFF_MS.map((_, i) => nextAttemptAt(0, i + 1))).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(nextAttemptAt(0, 5)).toBeNull();
  });
});
