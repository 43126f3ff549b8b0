import { describe, expect, it } from 'vitest';
import {
  checkInDesignProblem,
  DEFAULT_CHECK_IN_DESIGN,
  daysOfMonth,
  makeUpProblem,
  plannedDays,
  restreak,
  rewardsFor,
  type CheckInDesign,
  type StreakReward,
} from './check-in-rules';
import { addDays as shiftDay, dayIn } from './calendar';

const STREAKS: StreakReward[] = [
  { streak: 3, currency: 'UU', amount: 1_00 },
  { streak: 7, currency: 'KB', amount: 10_00 },
  { streak: 10, questions: 5 },
];
const DESIGN: CheckInDesign = {
  ...DEFAULT_CHECK_IN_DESIGN,
  milestones: [
    { days: 7, reward: { couponId: 4 } },
    { days: 15, reward: { currency: 'UU', amount: 20_00 } },
    { days: 30, reward: { currency: 'UU', amount: 50_00 } },
  ],
};

describe('platform days under a controlled clock', () => {
  it('turns the day at midnight of the platform time zone, not UTC', () => {
    // 2026-11-30 15:59 UTC is 23:59 in Taipei; a minute later it is 1 December there, still 30 November in UTC.
    const beforeMidnight = Date.UTC(2026, 10, 30, 15, 59);
    expect(dayIn(beforeMidnight, 'Asia/Taipei')).toBe('2026-11-30');
    expect(dayIn(beforeMidnight + 60_000, 'Asia/Taipei')).toBe('2026-12-01');
    expect(dayIn(beforeMidnight + 60_000, 'UTC')).toBe('2026-11-30');
    // New York is behind: 03:00 UTC on 1 December is still 30 November there.
    expect(dayIn(Date.UTC(2026, 11, 1, 3), 'America/New_York')).toBe('2026-11-30');
  });

  it('counts month lengths and crosses month and year ends', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('reward table', () => {
  it('pays the streak row reached and the milestone of the month count', () => {
    expect(rewardsFor(7, 7, STREAKS, DESIGN.milestones)).toEqual({
      streak: { streak: 7, currency: 'KB', amount: 10_00 },
      milestone: { days: 7, reward: { couponId: 4 } },
    });
    expect(rewardsFor(8, 15, STREAKS, DESIGN.milestones)).toEqual({ streak: null, milestone: DESIGN.milestones[1] });
    expect(rewardsFor(1, 1, STREAKS, DESIGN.milestones)).toEqual({ streak: null, milestone: null });
  });

  it('refuses a negative or zero reward, a duplicate day and out-of-range make-ups and limits', () => {
    expect(checkInDesignProblem(STREAKS, DESIGN)).toBeNull();
    expect(checkInDesignProblem([{ streak: 3, currency: 'UU', amount: -1 }], DESIGN)).toBe('streakRewards.0.amount');
    expect(checkInDesignProblem([{ streak: 3, questions: 0 }], DESIGN)).toBe('streakRewards.0.questions');
    expect(checkInDesignProblem([...STREAKS, { streak: 3, couponId: 1 }], DESIGN)).toBe('streakRewards.3.streak');
    const bad = (d: Partial<CheckInDesign>) => checkInDesignProblem([], { ...DESIGN, ...d });
    expect(bad({ milestones: [{ days: 32, reward: { couponId: 1 } }] })).toBe('milestones.0.days');
    expect(bad({ milestones: [{ days: 7, reward: { currency: 'UU', amount: -500 } }] })).toBe('milestones.0.amount');
    expect(bad({ makeUp: { perMonth: -1, costUU: 0, pay: 'uu' } })).toBe('makeUp.perMonth');
    expect(bad({ makeUp: { perMonth: 1, costUU: -1, pay: 'uu' } })).toBe('makeUp.costUU');
    expect(bad({ makeUp: { perMonth: 1, costUU: 0, pay: 'uu' } })).toBeNull();
    expect(bad({ limits: { perIpPerDay: 0, perDevicePerDay: null } })).toBe('limits.perIpPerDay');
  });
});

describe('make-up check-in', () => {
  const base = { today: '2026-12-10', signedDays: new Set(['2026-12-08']), usedThisMonth: 0, perMonth: 2 };

  it('allows a missed past day of this month only', () => {
    expect(makeUpProblem({ ...base, day: '2026-12-09' })).toBeNull();
    expect(makeUpProblem({ ...base, day: '2026-12-01' })).toBeNull();
    expect(makeUpProblem({ ...base, day: '2026-12-10' })).toBe('CHECKIN_MAKEUP_DAY_INVALID');
    expect(makeUpProblem({ ...base, day: '2026-12-11' })).toBe('CHECKIN_MAKEUP_DAY_INVALID');
    expect(makeUpProblem({ ...base, day: '2026-11-30' })).toBe('CHECKIN_MAKEUP_DAY_INVALID');
    expect(makeUpProblem({ ...base, day: '2026-12-32' })).toBe('CHECKIN_MAKEUP_DAY_INVALID');
    expect(makeUpProblem({ ...base, day: '2026-12-08' })).toBe('CHECKIN_MAKEUP_ALREADY_SIGNED');
    expect(makeUpProblem({ ...base, day: '2026-12-09', usedThisMonth: 2 })).toBe('CHECKIN_MAKEUP_LIMIT');
  });

  it('on the first of the month there is no day to make up, even yesterday', () => {
    expect(makeUpProblem({ ...base, today: '2027-01-01', day: '2026-12-31' })).toBe('CHECKIN_MAKEUP_DAY_INVALID');
  });

  it('restores the streak through the made-up day and the run after it', () => {
    // Checked in 5-8 (streak 4 on the 8th) and 10-11; the 9th is made up.
    expect(restreak('2026-12-09', 4, ['2026-12-11', '2026-12-10', '2026-12-13'])).toEqual([
      { day: '2026-12-09', streak: 5 },
      { day: '2026-12-10', streak: 6 },
      { day: '2026-12-11', streak: 7 },
    ]);
    expect(restreak('2026-12-01', 0, [])).toEqual([{ day: '2026-12-01', streak: 1 }]);
  });
});

describe('the calendar to come', () => {
  it('shows what each coming day pays if checked in every day, to the month end', () => {
    const plan = plannedDays({
      today: '2026-11-25',
      signedToday: false,
      streak: 2,
      signedDays: ['2026-11-23', '2026-11-24', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'],
      streaks: STREAKS,
      milestones: DESIGN.milestones,
    });
    expect(plan.map((p) => p.day)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(plan[0]).toMatchObject({ streak: 3, daysThisMonth: 7, streakReward: STREAKS[0], milestone: DESIGN.milestones[0] });
    expect(plan[4]).toMatchObject({ streak: 7, streakReward: STREAKS[1], milestone: null });
  });

  it('starts tomorrow once today is checked in, and is empty on the last day once checked in', () => {
    const plan = plannedDays({
      today: '2026-12-30',
      signedToday: true,
      streak: 1,
      signedDays: ['2026-12-30'],
      streaks: STREAKS,
      milestones: [],
    });
    expect(plan).toEqual([{ day: '2026-12-31', streak: 2, daysThisMonth: 2, streakReward: null, milestone: null }]);
    expect(plannedDays({ today: '2026-12-31', signedToday: true, streak: 3, signedDays: [], streaks: STREAKS, milestones: [] })).toEqual(
      [],
    );
  });
});
