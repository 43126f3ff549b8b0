import { lotExpiry, spendLots } from '@uu/domain/uu-lots';
import type { Trx } from '../../db/database';
import type { PlatformService } from '../platform/platform.service';
import type { PostingObserver, Written } from './ledger';
import * as repo from './uu-lots.repository';

/**
 * The expiring UU lots keep step with the ledger (issue 24; docs/decisions.md "UU expiry"). The ledger calls
 * `posted` inside every posting's transaction, after the balances moved, so no service that credits or debits
 * UU has to remember the lots:
 * - a credit of UU from the platform's `rewards` account (check-in, redemption codes, top-up bonuses) while the
 *   operator's validity is set makes a lot of that amount, expiring by `lotExpiry`;
 * - any other debit of a member's UU (a purchase, a transfer, an exchange, a withdrawal, a negative
 *   adjustment) takes from the member's open lots soonest-expiring first (`spendLots`), recording each use,
 *   and the rest from the balance that never expires;
 * - UU one member sends another (a transfer) carries its lots along: the receiver gets lots expiring when the
 *   sender's did, up to the amount received, so expiring UU does not last longer for being passed on;
 * - a reversal (a refund, a cancelled withdrawal) gives back to the lots exactly what the reversed
 *   transaction took from them, so a purchase refunded does not turn expiring UU into lasting UU;
 * - the sweep's own `uu_expiry` postings are left to the sweep, which empties the due lots itself.
 * The open lots so never add up to more than the balance (`ledger:verify` checks it).
 */
export class UuLots implements PostingObserver {
  readonly #platform: PlatformService;
  readonly #timeZone: () => string;

  constructor(deps: { platform: PlatformService; timeZone: () => string }) {
    this.#platform = deps.platform;
    this.#timeZone = deps.timeZone;
  }

  async posted(trx: Trx, written: Written): Promise<void> {
    if (written.type === 'uu_expiry') return;
    const fromRewards = written.legs.some(
      (l) => l.currency === 'UU' && 'platform' in l.owner && l.owner.platform === 'rewards' && l.amount < 0,
    );
    const members = written.legs.flatMap((l) =>
      l.currency === 'UU' && 'userId' in l.owner ? [{ userId: l.owner.userId, amount: l.amount }] : [],
    );
    // Debits first: what they took from lots is what a transfer's receiver is credited with.
    const taken: { expiresAt: number; amount: number }[] = [];
    for (const leg of members) if (leg.amount < 0) taken.push(...(await this.#spend(trx, leg.userId, -leg.amount, written.transactionId)));
    for (const leg of members) {
      if (leg.amount <= 0) continue;
      if (written.reverses !== null) await this.#giveBack(trx, written.reverses, leg.amount);
      else if (fromRewards) await this.#credit(trx, leg.userId, leg.amount, written);
      else if (taken.length > 0) await this.#carry(trx, leg.userId, leg.amount, taken, written);
    }
  }

  async #credit(trx: Trx, userId: number, amount: number, written: Written): Promise<void> {
    const months = await this.#platform.get('uuValidityMonths', trx);
    if (months === 0) return;
    const { expiresAt } = lotExpiry(written.now, months, this.#timeZone());
    await repo.insertLot(trx, {
      user_id: userId,
      amount,
      credited_at: written.now,
      expires_at: expiresAt,
      transaction_id: written.transactionId,
    });
  }

  async #spend(trx: Trx, userId: number, amount: number, transactionId: number): Promise<{ expiresAt: number; amount: number }[]> {
    const lots = await repo.openLots(trx, userId);
    const { uses } = spendLots(lots, amount);
    for (const use of uses) {
      // Read in this transaction after the balance's update (which holds the member's account on PostgreSQL): cannot fail.
      if (!(await repo.takeFromLot(trx, use.id, use.amount))) throw new Error(`uu lot ${use.id} changed under posting ${transactionId}`);
    }
    await repo.insertUses(
      trx,
      uses.map((u) => ({ transaction_id: transactionId, lot_id: u.id, amount: u.amount })),
    );
    return uses.map((u) => ({ expiresAt: lots.find((l) => l.id === u.id)?.expiresAt ?? 0, amount: u.amount }));
  }

  /** A transfer's receiver gets lots expiring as the sender's taken ones did (soonest first), up to `amount`; consumes `taken`. */
  async #carry(trx: Trx, userId: number, amount: number, taken: { expiresAt: number; amount: number }[], written: Written): Promise<void> {
    let left = amount;
    for (const part of taken) {
      const carried = Math.min(left, part.amount);
      if (carried <= 0) continue;
      await repo.insertLot(trx, {
        user_id: userId,
        amount: carried,
        credited_at: written.now,
        expires_at: part.expiresAt,
        transaction_id: written.transactionId,
      });
      part.amount -= carried;
      left -= carried;
    }
  }

  /** A reversal's credit gives each lot back what the reversed transaction took, at most the credit. */
  async #giveBack(trx: Trx, reversed: number, credit: number): Promise<void> {
    let left = credit;
    for (const use of await repo.usesOf(trx, reversed)) {
      const back = Math.min(left, use.amount);
      if (back <= 0) break;
      await repo.giveBack(trx, use.lotId, back);
      left -= back;
    }
  }
}
