import { promotedLevel, rewardAmount } from '@uu/domain/team-rules';
import type { Db, Trx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { levelRaisedEvent, referralRewardEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { LedgerService } from '../wallet/ledger';
import type { TeamSettings } from './team.service';
import {
  addTeamPerformance,
  ancestorsWithPerformance,
  insertRewardOnce,
  levelOf,
  pendingRewardsOfDoneOrders,
  raiseLevel,
  referrerOf,
  setRewardTransaction,
  settleReward,
} from './team.repository';
import type { RewardSourceType } from './team.table';

/** A purchase that counts for the team: a mall order now, a package with issue 7. */
export type Purchase = {
  type: RewardSourceType;
  id: number;
  buyerId: number;
  /** What was paid (hundredths of UU, FB included). */
  amount: number;
  /** Done already when paid (virtual goods, packages): the reward is paid at once. */
  done: boolean;
};

/** A refunded purchase: when it was paid, for the period figures it counted in. */
export type RefundedPurchase = Omit<Purchase, 'done'> & { paidAt: number };

/**
 * Team performance, promotion and referral rewards, called by what sells (orders today, packages
 * with issue 7) at three moments, each inside the seller's own transaction:
 * - `paid`: the ancestors' performance grows, their levels are raised where a threshold is met,
 *   and the referrer's share is recorded as pending (paid at once when the purchase is done already);
 * - `done`: the pending reward is paid through the ledger (KB from the `rewards` account);
 * - `refunded`: the performance goes back, and a reward not paid yet is voided.
 * The beneficiary hears of each reward paid or voided, and a member of each level reached (issue 21).
 * A reward is one row per purchase (unique), and moves pending → paid or pending → void by one
 * conditional UPDATE, so concurrent settlements (a member's confirm and the sweep) pay it once.
 */
export class RewardsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #settings: (db: Trx) => Promise<TeamSettings>;
  readonly #messages: MessagesService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    settings: (db: Trx) => Promise<TeamSettings>;
    messages: MessagesService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#settings = deps.settings;
    this.#messages = deps.messages;
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
    if (purchase.done) await this.done(trx, purchase.type, purchase.id);
  }

  /** Pays the pending reward of a done purchase, once; nothing when there is none or it is settled. */
  async done(trx: Trx, type: RewardSourceType, id: number): Promise<boolean> {
    const now = this.#clock.now();
    const reward = await settleReward(trx, type, id, 'paid', now);
    if (!reward) return false;
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
    return true;
  }

  /**
   * A refund: the purchase no longer counts, and its reward is voided if it was not paid yet. A
   * reward paid when the order was done stays paid (the KB may have moved on; decisions.md).
   */
  async refunded(trx: Trx, purchase: RefundedPurchase): Promise<void> {
    await addTeamPerformance(trx, purchase.buyerId, -purchase.amount, purchase.paidAt);
    const voided = await settleReward(trx, purchase.type, purchase.id, 'void', this.#clock.now());
    if (voided) await this.#messages.notify(trx, voided.beneficiary_id, referralRewardEvent(voided, 'referralRewardVoided'));
  }

  /**
   * Pays every pending order reward whose order is done: the orders the sweep confirmed in bulk,
   * and any left by a process that stopped between the two steps. Each in its own transaction.
   */
  async settleDoneOrders(limit = 500): Promise<number> {
    const due = await pendingRewardsOfDoneOrders(this.#db.kysely, limit);
    let paid = 0;
    for (const { source_id } of due) {
      if (await this.#db.transaction((trx) => this.done(trx, 'order', Number(source_id)))) paid++;
    }
    return paid;
  }
}
