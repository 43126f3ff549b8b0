import { formatAmount } from '@uu/contract/money';
import type { CheckInPrize, MakeUpResult, SignLog, SignResult } from '@uu/contract/chat';
import type { CheckInDesignBody, CheckInDesignView, CheckInDryRun } from '@uu/contract/admin-check-in';
import type { Locale } from '@uu/contract/locales';
import {
  checkInDesignProblem,
  makeUpPayment,
  makeUpProblem,
  plannedDays,
  restreak,
  rewardsFor,
  type CheckInDesign,
  type Milestone,
  type MilestoneReward,
  type StreakReward,
} from '@uu/domain/check-in-rules';
import { replayCheckIns } from '@uu/domain/check-in-dry-run';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, platformDayStart, type Clock } from '../../lib/clock';
import { localizedJson } from '../../lib/localized';
import { isUniqueViolation } from '../accounts/accounts.repository';
import { existingCouponIds } from '../admin-config/admin-config.repository';
import type { CouponsService } from '../coupons/coupons.service';
import { insertChatPackage } from '../packages/packages.repository';
import type { AuthContext } from '../sessions/sessions.service';
import type { PlatformService } from '../platform/platform.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { LedgerService } from '../wallet/ledger';
import type { AllowanceService } from './allowance.service';
import * as repo from './chat.repository';
import * as extras from './check-in-extras.repository';
import { milestoneRewardOf, milestoneRewardView, rewardOf, rewardView, totalsView } from './check-in-views';
import { addDays } from './days';

const DAY = 86_400_000;

/** Where a check-in comes from, for the operator's per-address and per-device limits. */
export type CheckInOrigin = { ip: string; device: string | null };

/**
 * Daily check-in (spec §1: +1 question today) designed by the operator (issue 24): a reward table
 * by streak day, milestones by the month's checked-in days, make-ups (補簽) of missed days of this
 * month for UU, and limits per address and device. Once per platform day by the primary key
 * (member, day); every check-in of a member's month first counts itself on the month's row
 * (check_in_months), so today's check-in and make-ups of one member follow one another and the
 * month's count and make-ups used stay exact. Rewards are paid in the same transaction. A make-up is
 * paid in UU or with a make-up card (a milestone's reward), as the operator sets.
 */
export class CheckInService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  readonly #ledger: LedgerService;
  readonly #allowance: AllowanceService;
  readonly #coupons: CouponsService;
  readonly #throttle: ThrottleService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    platform: PlatformService;
    ledger: LedgerService;
    allowance: AllowanceService;
    coupons: CouponsService;
    throttle: ThrottleService;
    timeZone: () => string;
  }) {
    this.#coupons = deps.coupons;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#ledger = deps.ledger;
    this.#allowance = deps.allowance;
    this.#throttle = deps.throttle;
    this.#timeZone = deps.timeZone;
  }

  async sign(auth: AuthContext, locale: Locale, origin: CheckInOrigin = { ip: '', device: null }): Promise<SignResult> {
    const userId = auth.user.id;
    const now = this.#clock.now();
    const day = platformDay(now, this.#timeZone());
    const [streaks, design] = await Promise.all([this.#platform.get('checkInRewards'), this.#platform.get('checkInDesign')]);
    const limitKeys = await this.#limit(design, day, origin);
    let outcome: { streak: number; reward: StreakReward | null; milestone: Milestone | null };
    try {
      outcome = await this.#db.transaction(async (trx) => {
        const count = await repo.addCheckInDay(trx, userId, day.slice(0, 7));
        const previous = await repo.streakOn(trx, userId, addDays(day, -1));
        const streak = (previous?.streak ?? 0) + 1;
        await repo.insertSignLog(trx, { user_id: userId, day, streak, created_at: now });
        const due = rewardsFor(streak, count, streaks, design.milestones);
        if (due.streak) await this.#pay(trx, userId, due.streak, `check-in streak ${streak}`, day);
        if (due.milestone) await this.#pay(trx, userId, due.milestone.reward, `check-in milestone ${count} days`, day);
        return { streak, reward: due.streak, milestone: due.milestone };
      });
    } catch (error) {
      await Promise.all(limitKeys.map((key) => this.#throttle.giveBack(key)));
      if (isUniqueViolation(error)) throw new AppError('ALREADY_SIGNED');
      throw error;
    }
    const names = await this.#couponNames([outcome.reward, outcome.milestone?.reward]);
    return {
      day,
      streak: outcome.streak,
      bonusQuestions: 1,
      reward: outcome.reward ? { streak: outcome.reward.streak, ...this.#describe(outcome.reward, names, locale) } : null,
      milestone: outcome.milestone ? { days: outcome.milestone.days, ...this.#describe(outcome.milestone.reward, names, locale) } : null,
      allowance: await this.#allowance.of(auth.user),
    };
  }

  /**
   * A make-up check-in (補簽) of a missed past day of this platform month: one of the operator's
   * make-ups per month, paid in UU through the ledger; the day joins the run around it (the streaks
   * of the days after it are rewritten) and counts for the month's milestones. Streak rewards are
   * paid by the day's own check-in only, never by a make-up (a rewritten run pays nothing twice).
   */
  async makeUp(
    auth: AuthContext,
    body: { day: string; useCard?: boolean | undefined },
    locale: Locale,
    origin: CheckInOrigin = { ip: '', device: null },
  ): Promise<MakeUpResult> {
    const { day } = body;
    const userId = auth.user.id;
    const now = this.#clock.now();
    const today = platformDay(now, this.#timeZone());
    const month = today.slice(0, 7);
    const k = this.#db.kysely;
    const [design, signed, used, cards] = await Promise.all([
      this.#platform.get('checkInDesign'),
      repo.signedDaysOfMonth(k, userId, month),
      repo.checkInMonth(k, userId, month),
      extras.cardsOf(k, userId),
    ]);
    const { perMonth, costUU, pay } = design.makeUp;
    const limitError = () => new AppError('CHECKIN_MAKEUP_LIMIT', { params: { max: perMonth } });
    const problem = makeUpProblem({
      day,
      today,
      signedDays: new Set(signed.map((r) => r.day)),
      usedThisMonth: used?.make_ups ?? 0,
      perMonth,
    });
    if (problem === 'CHECKIN_MAKEUP_LIMIT') throw limitError();
    if (problem) throw new AppError(problem);
    const payment = makeUpPayment(pay, cards, body.useCard);
    if (payment === 'none') throw new AppError('CHECKIN_MAKEUP_NO_CARD');
    const limitKeys = await this.#limit(design, today, origin);
    let outcome: { streak: number; milestone: Milestone | null; paidWith: 'uu' | 'card' };
    try {
      outcome = await this.#db.transaction(async (trx) => {
        if (!(await repo.useMakeUp(trx, userId, month, perMonth))) throw limitError();
        const before = await repo.streakOn(trx, userId, addDays(day, -1));
        const run = restreak(day, before?.streak ?? 0, await repo.signedDaysBetween(trx, userId, addDays(day, 1), today));
        const [first, ...rest] = run;
        await repo.insertSignLog(trx, { user_id: userId, day, streak: first?.streak ?? 1, created_at: now, made_up: 1 });
        for (const r of rest) await repo.setStreak(trx, userId, r.day, r.streak);
        // A card read as held a moment ago may be spent by a make-up at the same time: the conditional
        // spend decides; a card the design requires is then missing, one merely preferred falls back to UU.
        let paidWith: 'uu' | 'card' = payment;
        if (payment === 'card' && !(await extras.spendCard(trx, userId))) {
          if (pay === 'card' || body.useCard === true) throw new AppError('CHECKIN_MAKEUP_NO_CARD');
          paidWith = 'uu';
        }
        if (paidWith === 'uu' && costUU > 0) {
          await this.#ledger.move(
            trx,
            { type: 'check_in_make_up', userId, memo: `make-up check-in ${day}` },
            { from: { userId }, to: { platform: 'rewards' }, currency: 'UU', amount: costUU, logType: 'check_in_make_up' },
          );
        }
        const count = await repo.addCheckInDay(trx, userId, month);
        const milestone = rewardsFor(0, count, [], design.milestones).milestone;
        if (milestone) await this.#pay(trx, userId, milestone.reward, `check-in milestone ${count} days`, today);
        const last = run.at(-1);
        const current =
          last && last.day >= addDays(today, -1)
            ? last.streak
            : ((await repo.latestSignOf(trx, userId, [today, addDays(today, -1)]))?.streak ?? 0);
        return { streak: current, milestone, paidWith };
      });
    } catch (error) {
      await Promise.all(limitKeys.map((key) => this.#throttle.giveBack(key)));
      if (isUniqueViolation(error)) throw new AppError('CHECKIN_MAKEUP_ALREADY_SIGNED');
      throw error;
    }
    const names = await this.#couponNames([outcome.milestone?.reward]);
    const [after, cardsAfter] = await Promise.all([repo.checkInMonth(k, userId, month), extras.cardsOf(k, userId)]);
    return {
      day,
      streak: outcome.streak,
      cost: formatAmount(outcome.paidWith === 'card' ? 0 : costUU),
      paidWith: outcome.paidWith,
      milestone: outcome.milestone ? { days: outcome.milestone.days, ...this.#describe(outcome.milestone.reward, names, locale) } : null,
      makeUp: { perMonth, used: after?.make_ups ?? 0, cost: formatAmount(costUU), pay, cards: cardsAfter },
    };
  }

  async month(auth: AuthContext, month: string | undefined, locale: Locale): Promise<SignLog> {
    const today = platformDay(this.#clock.now(), this.#timeZone());
    const wanted = month ?? today.slice(0, 7);
    const k = this.#db.kysely;
    const [rows, latest, streaks, design, current, cards, reminder] = await Promise.all([
      repo.signedDaysOfMonth(k, auth.user.id, wanted),
      repo.latestSignOf(k, auth.user.id, [today, addDays(today, -1)]),
      this.#platform.get('checkInRewards'),
      this.#platform.get('checkInDesign'),
      repo.checkInMonth(k, auth.user.id, today.slice(0, 7)),
      extras.cardsOf(k, auth.user.id),
      extras.reminderOn(k, auth.user.id),
    ]);
    const signedToday = latest?.day === today;
    const streak = latest?.streak ?? 0;
    const plan =
      wanted === today.slice(0, 7)
        ? plannedDays({ today, signedToday, streak, signedDays: rows.map((r) => r.day), streaks, milestones: design.milestones })
        : [];
    const names = await this.#couponNames([...streaks, ...design.milestones.map((m) => m.reward)]);
    return {
      month: wanted,
      days: rows.map((r) => r.day),
      madeUpDays: rows.filter((r) => r.made_up === 1).map((r) => r.day),
      today,
      signedToday,
      streak,
      rewards: streaks.map((r) => ({ streak: r.streak, ...this.#describe(r, names, locale) })),
      milestones: design.milestones.map((m) => ({ days: m.days, ...this.#describe(m.reward, names, locale) })),
      plan: plan.map((p) => ({
        day: p.day,
        streak: p.streak,
        reward: p.streakReward ? { streak: p.streakReward.streak, ...this.#describe(p.streakReward, names, locale) } : null,
        milestone: p.milestone ? { days: p.milestone.days, ...this.#describe(p.milestone.reward, names, locale) } : null,
      })),
      makeUp: {
        perMonth: design.makeUp.perMonth,
        used: current?.make_ups ?? 0,
        cost: formatAmount(design.makeUp.costUU),
        pay: design.makeUp.pay,
        cards,
      },
      reminder: { enabled: reminder, at: design.reminderAt },
    };
  }

  // ---- the console's designer

  async design(): Promise<CheckInDesignView> {
    const [streaks, design] = await Promise.all([this.#platform.get('checkInRewards'), this.#platform.get('checkInDesign')]);
    return {
      streakRewards: streaks.map((r) => ({ streak: r.streak, reward: rewardView(r) })),
      milestones: design.milestones.map((m) => ({ days: m.days, reward: milestoneRewardView(m.reward) })),
      makeUp: { perMonth: design.makeUp.perMonth, cost: formatAmount(design.makeUp.costUU), pay: design.makeUp.pay },
      limits: design.limits,
      reminderAt: design.reminderAt,
    };
  }

  /** Saves the design after the rules judge it (CHECKIN_RULE_INVALID names the field) and its coupons exist. */
  async saveDesign(body: CheckInDesignBody): Promise<CheckInDesignView> {
    const { streaks, design } = await this.#judged(body);
    await this.#platform.setMany({ checkInRewards: streaks, checkInDesign: design });
    return this.design();
  }

  /**
   * What `body` would have paid over the last `days` days against the rules in effect, both replayed
   * over the stored check-ins (@uu/domain check-in-dry-run), and the UU and KB the ledger paid; saves nothing.
   */
  async dryRun(body: CheckInDesignBody, days = 30): Promise<CheckInDryRun> {
    const proposed = await this.#judged(body);
    const to = this.#clock.now();
    const from = to - days * DAY;
    const [streaks, design] = await Promise.all([this.#platform.get('checkInRewards'), this.#platform.get('checkInDesign')]);
    const history = await extras.checkInHistory(this.#db.kysely, platformDay(from, this.#timeZone()).slice(0, 7));
    const current = replayCheckIns(history, streaks, design.milestones, from);
    const next = replayCheckIns(history, proposed.streaks, proposed.design.milestones, from);
    const paid = await extras.paidByCheckIns(this.#db.kysely, from, to);
    return {
      from,
      to,
      days,
      checkIns: current.checkIns,
      members: current.members,
      current: totalsView(current.totals),
      proposed: totalsView(next.totals),
      paid: { UU: formatAmount(paid.UU), KB: formatAmount(paid.KB) },
    };
  }

  /** The design of `body` once the rules judge it (CHECKIN_RULE_INVALID names the field) and its coupons exist. */
  async #judged(body: CheckInDesignBody): Promise<{ streaks: StreakReward[]; design: CheckInDesign }> {
    const streaks: StreakReward[] = body.streakRewards.map((r) => ({ streak: r.streak, ...rewardOf(r.reward) }));
    const design: CheckInDesign = {
      milestones: body.milestones.map((m) => ({ days: m.days, reward: milestoneRewardOf(m.reward) })),
      makeUp: { perMonth: body.makeUp.perMonth, costUU: body.makeUp.cost, pay: body.makeUp.pay },
      limits: body.limits,
      reminderAt: body.reminderAt,
    };
    const problem = checkInDesignProblem(streaks, design);
    if (problem) throw new AppError('CHECKIN_RULE_INVALID', { params: { field: problem } });
    const couponIds = [...streaks, ...design.milestones.map((m) => m.reward)].flatMap((r) => ('couponId' in r ? [r.couponId] : []));
    const found = await existingCouponIds(this.#db.kysely, couponIds);
    const missing = couponIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new AppError('CONFIG_COUPON_NOT_FOUND', { params: { id: missing } });
    return { streaks, design };
  }

  // ---- helpers

  /** Counts the check-in against the operator's per-address and per-device limits of the day; answers the keys counted. */
  async #limit(design: CheckInDesign, day: string, origin: CheckInOrigin): Promise<string[]> {
    const checks: { key: string; limit: number; code: 'CHECKIN_IP_LIMIT' | 'CHECKIN_DEVICE_LIMIT' }[] = [];
    if (design.limits.perIpPerDay !== null && origin.ip) {
      checks.push({ key: `check-in:ip:${day}:${origin.ip}`, limit: design.limits.perIpPerDay, code: 'CHECKIN_IP_LIMIT' });
    }
    if (design.limits.perDevicePerDay !== null && origin.device) {
      checks.push({ key: `check-in:device:${day}:${origin.device}`, limit: design.limits.perDevicePerDay, code: 'CHECKIN_DEVICE_LIMIT' });
    }
    const counted: string[] = [];
    for (const check of checks) {
      const state = await this.#throttle.consume(check.key, check.limit, 2 * DAY);
      counted.push(check.key);
      if (!state.allowed) {
        // A refused check-in is no check-in: none of its hits count.
        await Promise.all(counted.map((key) => this.#throttle.giveBack(key)));
        throw new AppError(check.code);
      }
    }
    return counted;
  }

  /** Pays one reward inside the check-in's transaction. */
  async #pay(trx: Trx, userId: number, reward: MilestoneReward, memo: string, day: string): Promise<void> {
    if ('makeUpCards' in reward) {
      await extras.addCards(trx, userId, reward.makeUpCards);
    } else if ('couponId' in reward) {
      await this.#coupons.giveTo(trx, userId, reward.couponId, 'check-in');
    } else if ('questions' in reward) {
      // Extra questions for the rest of the platform day, as a one-day package.
      const now = this.#clock.now();
      await insertChatPackage(trx, {
        user_id: userId,
        order_id: null,
        questions_per_day: reward.questions,
        starts_at: now,
        ends_at: platformDayStart(addDays(day, 1), this.#timeZone()),
        created_at: now,
      });
    } else {
      await this.#ledger.move(
        trx,
        { type: 'reward', userId, memo },
        { from: { platform: 'rewards' }, to: { userId }, currency: reward.currency, amount: reward.amount, logType: 'reward' },
      );
    }
  }

  async #couponNames(rewards: (MilestoneReward | null | undefined)[]): Promise<Map<number, string>> {
    const ids = rewards.flatMap((r) => (r && 'couponId' in r ? [r.couponId] : []));
    const rows = ids.length ? await repo.couponNames(this.#db.kysely, ids) : [];
    return new Map(rows.map((c) => [c.id, c.name]));
  }

  /** A reward as the member sees it: an amount and currency, a coupon's name, or a number of questions. */
  #describe(reward: MilestoneReward, names: Map<number, string>, locale: Locale): CheckInPrize {
    const none = { currency: null, amount: null, coupon: null, questions: null, makeUpCards: null };
    if ('makeUpCards' in reward) return { ...none, makeUpCards: reward.makeUpCards };
    if ('couponId' in reward) {
      const name = names.get(reward.couponId);
      return { ...none, coupon: name ? localizedJson(name, locale) : '' };
    }
    if ('questions' in reward) return { ...none, questions: reward.questions };
    return { ...none, currency: reward.currency, amount: formatAmount(reward.amount) };
  }
}
