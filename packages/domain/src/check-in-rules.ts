// Check-in designed by the operator (issue 24): what each day's check-in gives (a reward table by
// streak day and milestone rewards by the days checked in this month), what the calendar shows for
// the days to come, and the make-up check-in (補簽) of a missed day of this month. Days are platform
// days (YYYY-MM-DD in the platform time zone); amounts are integer hundredths.
// docs/decisions.md "Check-in designed by the operator".
import { addDays } from './calendar';

/** One reward: money (UU or KB), a coupon by id, or extra chat questions for the day. */
export type CheckInReward = { currency: 'UU' | 'KB'; amount: number } | { couponId: number } | { questions: number };

/** A milestone may also give make-up cards (補簽卡), one spent per make-up when the operator says so. */
export type MilestoneReward = CheckInReward | { makeUpCards: number };

/** How a make-up is paid: UU only, a make-up card only, or a card when the member has one and UU otherwise. */
export type MakeUpPay = 'uu' | 'card' | 'cardOrUu';
export const MAKE_UP_PAYS: readonly MakeUpPay[] = ['uu', 'card', 'cardOrUu'];

/** A reward of the streak table: paid by the check-in that reaches `streak` consecutive days. */
export type StreakReward = CheckInReward & { streak: number };

/** A milestone: paid once a month, by the check-in (or make-up) that makes `days` days checked in this month. */
export type Milestone = { days: number; reward: MilestoneReward };

/** The operator's check-in design besides the streak table. */
export type CheckInDesign = {
  milestones: Milestone[];
  /**
   * Make-ups allowed per member per month (0: none), what one costs in UU (hundredths; 0: free) and
   * how it is paid (UU, a make-up card, or a card when the member holds one).
   */
  makeUp: { perMonth: number; costUU: number; pay: MakeUpPay };
  /** The opt-in daily reminder's time of day in the platform time zone (HH:MM). */
  reminderAt: string;
  /** Check-ins per platform day from one address / one device (different members); null: no limit. */
  limits: { perIpPerDay: number | null; perDevicePerDay: number | null };
};

export const DEFAULT_CHECK_IN_DESIGN: CheckInDesign = {
  milestones: [],
  makeUp: { perMonth: 2, costUU: 5_00, pay: 'uu' },
  limits: { perIpPerDay: null, perDevicePerDay: null },
  reminderAt: '20:00',
};

/** Make-up cards one milestone gives at most. */
export const MAX_MAKE_UP_CARDS_PER_REWARD = 31;

/** At most this many rows in the streak table and in the milestones. */
export const MAX_CHECK_IN_REWARDS = 31;
export const MAX_MAKE_UPS_PER_MONTH = 31;

const positiveInt = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Why a reward cannot be saved (null: it can): every amount, coupon and count a positive whole number. */
export function rewardProblem(reward: MilestoneReward): 'amount' | 'coupon' | 'questions' | 'makeUpCards' | null {
  if ('makeUpCards' in reward) {
    return positiveInt(reward.makeUpCards) && reward.makeUpCards <= MAX_MAKE_UP_CARDS_PER_REWARD ? null : 'makeUpCards';
  }
  if ('couponId' in reward) return positiveInt(reward.couponId) ? null : 'coupon';
  if ('questions' in reward) return positiveInt(reward.questions) && reward.questions <= 1000 ? null : 'questions';
  return positiveInt(reward.amount) ? null : 'amount';
}

/**
 * The first problem of a design and its streak table, as the field it is in (null: valid): a
 * negative or zero reward, a streak or milestone day out of range or given twice, a make-up count
 * or cost out of range, a limit below 1.
 */
export function checkInDesignProblem(streaks: readonly StreakReward[], design: CheckInDesign): string | null {
  if (streaks.length > MAX_CHECK_IN_REWARDS) return 'streakRewards';
  const seenStreaks = new Set<number>();
  for (const [i, row] of streaks.entries()) {
    if (!positiveInt(row.streak) || row.streak > 366 || seenStreaks.has(row.streak)) return `streakRewards.${i}.streak`;
    seenStreaks.add(row.streak);
    const problem = rewardProblem(row);
    if (problem) return `streakRewards.${i}.${problem}`;
  }
  if (design.milestones.length > MAX_CHECK_IN_REWARDS) return 'milestones';
  const seenDays = new Set<number>();
  for (const [i, row] of design.milestones.entries()) {
    if (!positiveInt(row.days) || row.days > 31 || seenDays.has(row.days)) return `milestones.${i}.days`;
    seenDays.add(row.days);
    const problem = rewardProblem(row.reward);
    if (problem) return `milestones.${i}.${problem}`;
  }
  const { perMonth, costUU, pay } = design.makeUp;
  if (!Number.isSafeInteger(perMonth) || perMonth < 0 || perMonth > MAX_MAKE_UPS_PER_MONTH) return 'makeUp.perMonth';
  if (!Number.isSafeInteger(costUU) || costUU < 0) return 'makeUp.costUU';
  if (!MAKE_UP_PAYS.includes(pay)) return 'makeUp.pay';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(design.reminderAt)) return 'reminderAt';
  for (const key of ['perIpPerDay', 'perDevicePerDay'] as const) {
    const limit = design.limits[key];
    if (limit !== null && !positiveInt(limit)) return `limits.${key}`;
  }
  return null;
}

/**
 * How one make-up is paid: by card or in UU, or 'none' when the design wants a card and the member
 * has none. `wantCard`: the member's choice under 'cardOrUu' (undefined: a card when one is held).
 */
export function makeUpPayment(pay: MakeUpPay, cards: number, wantCard?: boolean): 'card' | 'uu' | 'none' {
  if (pay === 'uu') return 'uu';
  const card = pay === 'card' || (wantCard ?? cards > 0);
  if (!card) return 'uu';
  return cards > 0 ? 'card' : 'none';
}

/** The days of a month (YYYY-MM), in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** What one check-in pays: the streak row it reaches and the milestone the month's count reaches. */
export function rewardsFor(
  streak: number,
  daysThisMonth: number,
  streaks: readonly StreakReward[],
  milestones: readonly Milestone[],
): { streak: StreakReward | null; milestone: Milestone | null } {
  return {
    streak: streaks.find((r) => r.streak === streak) ?? null,
    milestone: milestones.find((m) => m.days === daysThisMonth) ?? null,
  };
}

/**
 * Why a make-up of `day` is refused (null: allowed): a day that is not a past day of today's month
 * (today itself is checked in the ordinary way), a day already checked in, or no make-ups left.
 */
export function makeUpProblem(input: {
  day: string;
  today: string;
  signedDays: ReadonlySet<string>;
  usedThisMonth: number;
  perMonth: number;
}): 'CHECKIN_MAKEUP_DAY_INVALID' | 'CHECKIN_MAKEUP_ALREADY_SIGNED' | 'CHECKIN_MAKEUP_LIMIT' | null {
  const { day, today } = input;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !daysOfMonth(today.slice(0, 7)).includes(day) || day >= today) {
    return 'CHECKIN_MAKEUP_DAY_INVALID';
  }
  if (input.signedDays.has(day)) return 'CHECKIN_MAKEUP_ALREADY_SIGNED';
  if (input.usedThisMonth >= input.perMonth) return 'CHECKIN_MAKEUP_LIMIT';
  return null;
}

/**
 * The streaks once `day` is made up: the made-up day continues the day before's streak
 * (`streakBefore`, 0 when that day was missed), and each checked-in day after it in a row continues
 * from there. `signedAfter`: checked-in days after `day`, any order.
 */
export function restreak(day: string, streakBefore: number, signedAfter: readonly string[]): { day: string; streak: number }[] {
  const signed = new Set(signedAfter);
  const out = [{ day, streak: streakBefore + 1 }];
  for (let next = addDays(day, 1), streak = streakBefore + 2; signed.has(next); next = addDays(next, 1), streak++) {
    out.push({ day: next, streak });
  }
  return out;
}

/** One day of the calendar to come: the streak it would make and what it would pay. */
export type PlannedDay = {
  day: string;
  streak: number;
  daysThisMonth: number;
  streakReward: StreakReward | null;
  milestone: Milestone | null;
};

/**
 * What each coming day of the month gives if the member checks in every day from now on: from
 * today (tomorrow when today is checked in) to the month's end. `streak` is the current streak
 * (today's when checked in, else yesterday's, else 0); `signedDays` the month's checked-in days.
 */
export function plannedDays(input: {
  today: string;
  signedToday: boolean;
  streak: number;
  signedDays: readonly string[];
  streaks: readonly StreakReward[];
  milestones: readonly Milestone[];
}): PlannedDay[] {
  const month = input.today.slice(0, 7);
  let streak = input.streak;
  let count = new Set(input.signedDays.filter((d) => d.startsWith(month))).size;
  const out: PlannedDay[] = [];
  for (const day of daysOfMonth(month)) {
    if (day < input.today || (day === input.today && input.signedToday)) continue;
    streak += 1;
    count += 1;
    const { streak: streakReward, milestone } = rewardsFor(streak, count, input.streaks, input.milestones);
    out.push({ day, streak, daysThisMonth: count, streakReward, milestone });
  }
  return out;
}
