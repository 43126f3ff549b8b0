import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, addMonths, dueLots, expiringWithin, lastDayOf, lotExpiry, reminderDue, spendLots, type UuLot } from './uu-lots';

const TAIPEI = 'Asia/Taipei';
const NEW_YORK = 'America/New_York';

describe('lot expiry dates', () => {
  it('keeps the day of the month, or the month’s last day when it has fewer', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-27', 12)).toBe('2027-11-27');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts from the platform day of the credit, not the UTC day', () => {
    // 2026-01-31 17:30 UTC is already 1 February in Taipei (UTC+8).
    const credited = Date.UTC(2026, 0, 31, 17, 30);
    const taipei = lotExpiry(credited, 1, TAIPEI);
    expect(taipei.lastDay).toBe('2026-03-01');
    expect(taipei.expiresAt).toBe(Date.UTC(2026, 2, 1, 16, 0)); // 2 March 00:00 in Taipei
    // The same instant is still 31 January in New York: the month's end is kept.
    const ny = lotExpiry(credited, 1, NEW_YORK);
    expect(ny.lastDay).toBe('2026-02-28');
    expect(ny.expiresAt).toBe(Date.UTC(2026, 2, 1, 5, 0)); // 1 March 00:00 EST
  });

  it('expires at local midnight across a daylight-saving change', () => {
    // Credited 2026-02-10 in New York (EST), last day 2026-03-10, after the switch to EDT on 8 March.
    const { lastDay, expiresAt } = lotExpiry(Date.UTC(2026, 1, 10, 15), 1, NEW_YORK);
    expect(lastDay).toBe('2026-03-10');
    expect(expiresAt).toBe(Date.UTC(2026, 2, 11, 4, 0)); // 00:00 EDT is 04:00 UTC
    expect(lastDayOf(expiresAt, NEW_YORK)).toBe('2026-03-10');
  });

  it('refuses a validity of zero (never expires: no lot)', () => {
    expect(() => lotExpiry(0, 0, TAIPEI)).toThrow();
  });
});

const lot = (id: number, remaining: number, expiresAt: number): UuLot => ({ id, remaining, expiresAt });

describe('spending lots', () => {
  it('takes the lot expiring soonest first, then the next, then the balance that never expires', () => {
    const lots = [lot(1, 300, 3000), lot(2, 100, 1000), lot(3, 200, 2000)];
    expect(spendLots(lots, 250)).toEqual({
      uses: [
        { id: 2, amount: 100 },
        { id: 3, amount: 150 },
      ],
      rest: 0,
    });
    expect(spendLots(lots, 1000)).toEqual({
      uses: [
        { id: 2, amount: 100 },
        { id: 3, amount: 200 },
        { id: 1, amount: 300 },
      ],
      rest: 400,
    });
  });

  it('breaks a tie on the expiry by the older lot and passes over empty lots', () => {
    expect(spendLots([lot(5, 50, 1000), lot(4, 0, 500), lot(3, 50, 1000)], 60).uses).toEqual([
      { id: 3, amount: 50 },
      { id: 5, amount: 10 },
    ]);
  });

  it('never takes more than asked or than a lot holds (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ remaining: fc.integer({ min: 0, max: 10_000 }), expiresAt: fc.integer({ min: 0, max: 1e6 }) }), {
          maxLength: 20,
        }),
        fc.integer({ min: 0, max: 100_000 }),
        (raw, amount) => {
          const lots = raw.map((l, i) => ({ id: i + 1, ...l }));
          const { uses, rest } = spendLots(lots, amount);
          const taken = uses.reduce((s, u) => s + u.amount, 0);
          const open = lots.reduce((s, l) => s + l.remaining, 0);
          return (
            taken + rest === amount &&
            taken === Math.min(amount, open) &&
            uses.every((u) => u.amount > 0 && u.amount <= (lots.find((l) => l.id === u.id)?.remaining ?? 0))
          );
        },
      ),
    );
  });
});

describe('expiring and due lots', () => {
  const now = Date.UTC(2026, 10, 27, 4); // 27 Nov 12:00 in Taipei
  const inDays = (d: number) => now + d * DAY_MS;

  it('groups what expires within 30 days by last day, leaving out what is due or later', () => {
    const lots = [
      lot(1, 500, inDays(3)),
      lot(2, 250, inDays(3) + 60_000),
      lot(3, 100, inDays(29)),
      lot(4, 999, inDays(31)),
      lot(5, 7, now),
    ];
    expect(expiringWithin(lots, now, TAIPEI)).toEqual({
      total: 850,
      days: [
        { lastDay: '2026-11-30', amount: 750 },
        { lastDay: '2026-12-26', amount: 100 },
      ],
    });
    expect(dueLots(lots, now).map((l) => l.id)).toEqual([5]);
  });

  it('reminds 30 days before, then 7 days before, each once', () => {
    const l = lot(1, 100, inDays(40));
    expect(reminderDue(l, now, [])).toBeNull();
    expect(reminderDue(l, inDays(10) - 1, [])).toBeNull();
    expect(reminderDue(l, inDays(10), [])).toEqual({ days: 30, covers: [30] });
    expect(reminderDue(l, inDays(20), [30])).toBeNull();
    expect(reminderDue(l, inDays(33), [30])).toEqual({ days: 7, covers: [7] });
    expect(reminderDue(l, inDays(35), [30, 7])).toBeNull();
  });

  it('sends only the nearest reminder when both thresholds were reached before the first went out', () => {
    expect(reminderDue(lot(1, 100, inDays(5)), now, [])).toEqual({ days: 7, covers: [30, 7] });
    expect(reminderDue(lot(1, 0, inDays(5)), now, [])).toBeNull();
    expect(reminderDue(lot(1, 100, now), now, [])).toBeNull();
  });
});
