import { DEFAULT_AFTER_SALES_DAYS } from '@uu/domain/after-sales';
import { rewardReleaseCutoff } from '@uu/domain/reward-states';
import { promotedLevel, rewardAmount } from '@uu/domain/team-rules';
import type { Db, Trx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { levelRaisedEvent, referralRewardEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { PlatformService } from '../platform/platform.service';
import type { LedgerService } from '../wallet/ledger';
import type { TeamSettings } from './team.service';
import {
  addTeamPerformance,
  ancestorsWithPerformance,
  insertRewardOnce,
  levelOf,
  raiseLevel,
  referrerOf,
  setRewardTransaction,
  settleReward,
} from './team.repository';
import { dueOrderRewards, releaseOrderReward } from './rewards.repository';
import type { ReferralRewardRow, RewardSourceType } from './team.table';

/** A purchase that counts for the team: a mall order now, a package with issue 7. */
export type Purchase = {
  type: RewardSourceType;
  id: number;
  buyerId: number;
  /** What was paid (hundredths of UU, FB included). */
  amount: number;
  /** Done already when paid (virtual goods, packages): nothing can be returned, the reward is available at once. */
  done: boolean;
};

/** A refunded purchase: when it was paid, for the period figures it counted in. */
export type RefundedPurchase = Omit<Purchase, 'done'> & { paidAt: number };

/**
 * Team performance, promotion and referral rewards, called by what sells (orders today, packages
 * with issue 7) at three moments, each inside the seller's own transaction:
 * - `paid`: the ancestors' performance grows, their levels are raised where a threshold is met,
 *   and the referrer's share is recorded as pending (available at once when the purchase is done already);
 * - `refunded`: the performance goes back, and a reward not available yet is voided.
 * A done order's reward stays pending while the order can be returned (issue 24): `releaseDue`, the
 * `referralRewards` job, makes it available once the after-sales window has passed with no request
 * open — paid then through the ledger (KB from the `rewards` account), so the money log's entry is
 * the moment it became available (@uu/domain/reward-states).
 * The beneficiary hears of each reward credited or voided, and a member of each level reached (issue 21).
 * A reward is one row per purchase (unique), and moves pending → available (`paid` in the table) or
 * pending → void by one conditional UPDATE, so concurrent runs of the job pay it once.
 */
export class RewardsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #settings: (db: Trx) => Promise<TeamSettings>;
  readonly #messages: MessagesService;
  readonly #platform: PlatformService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    settings: (db: Trx) => Promise<TeamSettings>;
    messages: MessagesService;
    /** The operator's after-sales window (`afterSalesDays`), read at each run. */
    platform: PlatformService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#settings = deps.settings;
    this.#messages = deps.messages;
    this.#platform = deps.platform;
  }

  async paid(trx: Trx, purchase: Purchase): Promise<void> {
    const now = this.#clock.now();
    const { thresholds, ratesBps } = await this.#settings(trx);
    await addTeamPerformance(trx, purchase.buyerId, purchase.amount, now);
    // Promotion: only the buyer's ancestors' performance changed, so only they can reach a level.
    for (const a of await ancestorsWithPerformance(trx, purchase.buyerId)) {
      const level = promotedLevel(a.level, a.performance, thresholds);
      if (level > a.level && (await raiseLevel(trx, a.id, level, now))) await this.#messages.notify(trx, a.id, levelRaisedEvent(level));
    }

    const referrer = await referrerOf(trx, purchase.buyerId);
    if (!referrer) return;
    // The rate of the referrer's level when the purchase is paid (after this payment's promotion).
    const level = await levelOf(trx, referrer.id);
    const rateBps = ratesBps[level] ?? 0;
    const amount = rewardAmount(purchase.amount, rateBps);
    if (amount <= 0) return;
    await insertRewardOnce(trx, {
      source_type: purchase.type,
      source_id: purchase.id,
      beneficiary_id: referrer.id,
      buyer_id: purchase.buyerId,
      base_amount: purchase.amount,
      rate_bps: rateBps,
      amount,
      status: 'pending',
      created_at: now,
    });
    if (purchase.done) await this.release(trx, purchase.type, purchase.id);
  }

  /**
   * Makes the pending reward of a purchase available now, once; nothing when there is none or it is settled. For
   * purchases done when paid (no window), and for tests; a returnable order's reward waits for `releaseDue`.
   */
  async release(trx: Trx, type: RewardSourceType, id: number): Promise<boolean> {
    const reward = await settleReward(trx, type, id, 'paid', this.#clock.now());
    if (!reward) return false;
    await this.#pay(trx, reward);
    return true;
  }

  /** The KB of a reward just made available, through the ledger, and the beneficiary's message. */
  async #pay(trx: Trx, reward: ReferralRewardRow): Promise<void> {
    const { source_type: type, source_id: id } = reward;
    const posted = await this.#ledger.move(
      trx,
      {
        type: 'referral_reward',
        userId: reward.beneficiary_id,
        ref: type === 'order' ? { type: 'order', id } : undefined,
        memo: `${type} ${id}`,
      },
      {
        from: { platform: 'rewards' },
        to: { userId: reward.beneficiary_id },
        currency: 'KB',
        amount: reward.amount,
        logType: 'referral_reward',
        counterpartyId: reward.buyer_id,
      },
    );
    await setRewardTransaction(trx, reward.id, posted.transactionId);
    await this.#messages.notify(trx, reward.beneficiary_id, referralRewardEvent(reward, 'referralRewardCredited'));
  }

  /**
   * A refund: the purchase no longer counts, and its reward is voided if it is not available yet. A
   * reward available already stays (the KB may have moved on; decisions.md).
   */
  async refunded(trx: Trx, purchase: RefundedPurchase): Promise<void> {
    await addTeamPerformance(trx, purchase.buyerId, -purchase.amount, purchase.paidAt);
    const voided = await settleReward(trx, purchase.type, purchase.id, 'void', this.#clock.now());
    if (voided) await this.#messages.notify(trx, voided.beneficiary_id, referralRewardEvent(voided, 'referralRewardVoided'));
  }

  /**
   * The `referralRewards` job: every pending order reward whose order's after-sales window has passed with no request
   * open becomes available, each in its own transaction (one conditional update, so two runs at once pay it once),
   * in batches of `batch`. Answers how many did.
   */
  async releaseDue(batch = 500): Promise<number> {
    const days = (await this.#platform.get('afterSalesDays')) ?? DEFAULT_AFTER_SALES_DAYS;
    let released = 0;
    for (;;) {
      const now = this.#clock.now();
      const cutoff = rewardReleaseCutoff(now, days);
      const due = await dueOrderRewards(this.#db.kysely, cutoff, batch);
      let moved = 0;
      for (const id of due) {
        const done = await this.#db.transaction(async (trx) => {
          const reward = await releaseOrderReward(trx, id, cutoff, now);
          if (reward) await this.#pay(trx, reward);
          return reward !== undefined;
        });
        if (done) moved++;
      }
      released += moved;
      // A short batch was the last; one where nothing moved was taken by another run.
      if (due.length < batch || moved === 0) return released;
    }
  }
}
