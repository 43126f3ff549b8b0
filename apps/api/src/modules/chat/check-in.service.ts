import { formatAmount } from '@uu/contract/money';
import type { SignLog, SignResult } from '@uu/contract/chat';
import type { Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, type Clock } from '../../lib/clock';
import { isUniqueViolation } from '../accounts/accounts.repository';
import type { CouponsService } from '../coupons/coupons.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { PlatformService, Settings } from '../platform/platform.service';
import type { LedgerService } from '../wallet/ledger';
import type { AllowanceService } from './allowance.service';
import * as repo from './chat.repository';
import { addDays } from './days';
import { localizedJson } from '../../lib/localized';

/**
 * Daily check-in (spec §1: +1 question today; product.md: streak rewards from config). Once per
 * platform day by the primary key (member, day): two check-ins at once insert the same key and
 * the second is refused, so a day gives one bonus. The streak is yesterday's plus one; a reward
 * for the streak reached is posted to the ledger in the same transaction.
 */
export class CheckInService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  readonly #ledger: LedgerService;
  readonly #allowance: AllowanceService;
  readonly #coupons: CouponsService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    platform: PlatformService;
    ledger: LedgerService;
    allowance: AllowanceService;
    coupons: CouponsService;
    timeZone: () => string;
  }) {
    this.#coupons = deps.coupons;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#ledger = deps.ledger;
    this.#allowance = deps.allowance;
    this.#timeZone = deps.timeZone;
  }

  async sign(auth: AuthContext, locale: Locale): Promise<SignResult> {
    const userId = auth.user.id;
    const now = this.#clock.now();
    const day = platformDay(now, this.#timeZone());
    const rewards = await this.#platform.get('checkInRewards');
    let outcome: { streak: number; reward: (typeof rewards)[number] | undefined };
    try {
      outcome = await this.#db.transaction(async (trx) => {
        const previous = await repo.streakOn(trx, userId, addDays(day, -1));
        const streak = (previous?.streak ?? 0) + 1;
        await repo.insertSignLog(trx, { user_id: userId, day, streak, created_at: now });
        const reward = rewards.find((r) => r.streak === streak);
        if (reward && 'couponId' in reward) {
          await this.#coupons.giveTo(trx, userId, reward.couponId, 'check-in');
        } else if (reward) {
          await this.#ledger.move(
            trx,
            { type: 'reward', userId, memo: `check-in streak ${streak}` },
            { from: { platform: 'rewards' }, to: { userId }, currency: reward.currency, amount: reward.amount, logType: 'reward' },
          );
        }
        return { streak, reward };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ALREADY_SIGNED');
      throw error;
    }
    return {
      day,
      streak: outcome.streak,
      bonusQuestions: 1,
      reward: outcome.reward ? ((await this.#describe([outcome.reward], locale))[0] ?? null) : null,
      allowance: await this.#allowance.of(auth.user),
    };
  }

  async month(auth: AuthContext, month: string | undefined, locale: Locale): Promise<SignLog> {
    const today = platformDay(this.#clock.now(), this.#timeZone());
    const wanted = month ?? today.slice(0, 7);
    const k = this.#db.kysely;
    const [rows, latest, rewards] = await Promise.all([
      repo.signedDaysOfMonth(k, auth.user.id, wanted),
      repo.latestSignOf(k, auth.user.id, [today, addDays(today, -1)]),
      this.#platform.get('checkInRewards'),
    ]);
    return {
      month: wanted,
      days: rows.map((r) => r.day),
      today,
      signedToday: latest?.day === today,
      streak: latest?.streak ?? 0,
      rewards: await this.#describe(rewards, locale),
    };
  }

  /** The rewards as the member sees them: an amount and currency, or a coupon's name. */
  async #describe(rewards: Settings['checkInRewards'], locale: Locale): Promise<SignLog['rewards']> {
    const couponIds = rewards.flatMap((r) => ('couponId' in r ? [r.couponId] : []));
    const coupons = couponIds.length ? await repo.couponNames(this.#db.kysely, couponIds) : [];
    const names = new Map(coupons.map((c) => [c.id, c.name]));
    return rewards.map((r) => {
      if (!('couponId' in r)) return { streak: r.streak, currency: r.currency, amount: formatAmount(r.amount), coupon: null };
      const name = names.get(r.couponId);
      return { streak: r.streak, currency: null, amount: null, coupon: name ? localizedJson(name, locale) : '' };
    });
  }
}
