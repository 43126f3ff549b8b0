import { describe, expect, it } from 'vitest';
import { replayCheckIns, type CheckInHistoryRow } from './check-in-dry-run';
import { checkInDesignProblem, DEFAULT_CHECK_IN_DESIGN, makeUpPayment } from './check-in-rules';

const HOUR = 3_600_000;
const row = (userId: number, day: string, streak: number, createdAt: number, madeUp = false): CheckInHistoryRow => ({
  userId,
  day,
  streak,
  madeUp,
  createdAt,
});

describe('make-up payment', () => {
  it('pays in UU, with a card, or with a card when one is held, as the design and the member say', () => {
    expect(makeUpPayment('uu', 3)).toBe('uu');
    expect(makeUpPayment('uu', 3, true)).toBe('uu');
    expect(makeUpPayment('card', 1)).toBe('card');
    expect(makeUpPayment('card', 0)).toBe('none');
    expect(makeUpPayment('card', 2, false)).toBe('card');
    expect(makeUpPayment('cardOrUu', 1)).toBe('card');
    expect(makeUpPayment('cardOrUu', 0)).toBe('uu');
    expect(makeUpPayment('cardOrUu', 1, false)).toBe('uu');
    expect(makeUpPayment('cardOrUu', 0, true)).toBe('none');
  });

  it('judges a card reward, the payment and the reminder time', () => {
    const design = (over: object) => ({ ...DEFAULT_CHECK_IN_DESIGN, ...over });
    expect(checkInDesignProblem([], design({ milestones: [{ days: 5, reward: { makeUpCards: 2 } }] }))).toBeNull();
    expect(checkInDesignProblem([], design({ milestones: [{ days: 5, reward: { makeUpCards: 0 } }] }))).toBe('milestones.0.makeUpCards');
    expect(checkInDesignProblem([], design({ milestones: [{ days: 5, reward: { makeUpCards: 32 } }] }))).toBe('milestones.0.makeUpCards');
    expect(checkInDesignProblem([], design({ makeUp: { perMonth: 1, costUU: 0, pay: 'gold' } }))).toBe('makeUp.pay');
    expect(checkInDesignProblem([], design({ reminderAt: '24:00' }))).toBe('reminderAt');
    expect(checkInDesignProblem([], design({ reminderAt: '07:05' }))).toBeNull();
  });
});

describe('replaying stored check-ins under rules', () => {
  const since = Date.UTC(2026, 10, 2);
  // Member 1: the 1st (before the window), 2nd, 3rd. Member 2: the 2nd and the 4th, then the 3rd made up (streaks rewritten).
  const history = [
    row(1, '2026-11-01', 1, since - HOUR),
    row(1, '2026-11-02', 2, since + 1 * HOUR),
    row(1, '2026-11-03', 3, since + 25 * HOUR),
    row(2, '2026-11-02', 1, since + 2 * HOUR),
    row(2, '2026-11-04', 3, since + 49 * HOUR),
    row(2, '2026-11-03', 2, since + 50 * HOUR, true),
  ];

  it('counts the month from before the window, pays streaks by the stored streak and milestones in the order made', () => {
    const out = replayCheckIns(
      history,
      [
        { streak: 2, currency: 'KB', amount: 1_00 },
        { streak: 3, questions: 2 },
      ],
      [
        { days: 2, reward: { couponId: 9 } },
        { days: 3, reward: { makeUpCards: 1 } },
      ],
      since,
    );
    // Member 1: the 2nd (streak 2: 1 KB; 2 days: a coupon), the 3rd (streak 3: 2 questions; 3 days: a card).
    // Member 2: the 2nd (1 day), the 4th (stored streak 3: 2 questions; 2 days: a coupon), the 3rd made up (3 days: a card;
    // no streak reward for a make-up).
    expect(out).toEqual({
      checkIns: 5,
      members: 2,
      totals: { UU: 0, KB: 1_00, coupons: 2, questions: 4, makeUpCards: 2, rewards: 7 },
    });
  });

  it('pays nothing for a window without check-ins or without rules', () => {
    expect(replayCheckIns(history, [], [], since).totals.rewards).toBe(0);
    expect(replayCheckIns(history, [{ streak: 1, currency: 'UU', amount: 1 }], [], since + 100 * HOUR).checkIns).toBe(0);
  });
});
