import type { z } from 'zod';
import type { TopUp, Withdrawal, reviewBodySchema } from '@uu/contract/wallet';
import { topUpBonus } from '@uu/domain/topup-bonus';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FilesService } from '../files/files.service';
import { topUpEvent, withdrawalEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { PlatformService } from '../platform/platform.service';
import type { LedgerService } from './ledger';
import { topupRowToTopUp, withdrawalRowToWithdrawal } from './wallet.mapper';
import * as repo from './wallet.repository';
import { refundWithdrawal } from './withdrawals.service';

type ReviewInput = z.output<typeof reviewBodySchema>;

/** The operators' decisions on members' top-ups and withdrawals (the console's finance pages, issue 9). */
export class WalletReviewService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #files: FilesService;
  readonly #messages: MessagesService;
  readonly #platform: PlatformService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    files: FilesService;
    messages: MessagesService;
    platform: PlatformService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#files = deps.files;
    this.#messages = deps.messages;
    this.#platform = deps.platform;
  }

  /**
   * The operator's decision on a withdrawal. UU: approve keeps the fee and credits 33% as FB and
   * 66% as U; reject refunds. U payouts: approve (optional) then paid sends the cash out, recorded
   * with the payout's reference, day and optional proof (issue 17 #11); reject refunds.
   */
  async reviewWithdrawal(id: number, input: ReviewInput): Promise<Withdrawal> {
    if (input.decision === 'approve' && input.amount !== undefined) throw new AppError('CORRECTION_NOT_ALLOWED');
    if (input.decision === 'paid' && input.payoutProof && !(await this.#files.isAdminUpload(input.payoutProof))) {
      throw new AppError('PAYOUT_PROOF_NOT_FOUND');
    }
    return this.#db.transaction(async (trx) => {
      const row = await repo.findWithdrawal(trx, id);
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      const now = this.#clock.now();
      if (input.decision === 'reject') {
        const refused = await refundWithdrawal(this.#ledger, trx, row, { status: 'rejected', reason: input.reason, now });
        await this.#messages.notify(trx, row.user_id, withdrawalEvent(refused, 'withdrawalRejected'));
        return withdrawalRowToWithdrawal(refused);
      }
      if (input.decision === 'approve') {
        const updated = await repo.moveWithdrawal(trx, id, ['pending'], { status: 'approved', decided_at: now });
        if (!updated) throw new AppError('WITHDRAWAL_NOT_PENDING');
        if (row.currency === 'UU') {
          const held = { platform: 'withdrawals' } as const;
          const conversion = { platform: 'conversion' } as const;
          const member = { userId: row.user_id };
          // The held UU goes to conversion (and the fee to fees); conversion pays the member FB and U.
          await this.#ledger.move(trx, { type: 'withdraw_approve', userId: row.user_id, ref: { type: 'withdrawal', id } }, [
            { from: held, to: conversion, currency: 'UU', amount: row.to_fb + row.to_u, logType: 'withdraw' },
            { from: conversion, to: member, currency: 'FB', amount: row.to_fb, logType: 'withdraw_credit' },
            { from: conversion, to: member, currency: 'U', amount: row.to_u, logType: 'withdraw_credit' },
            { from: held, to: { platform: 'fees' }, currency: 'UU', amount: row.fee, logType: 'withdraw' },
          ]);
        }
        await this.#messages.notify(trx, row.user_id, withdrawalEvent(updated, 'withdrawalApproved'));
        return withdrawalRowToWithdrawal(updated);
      }
      // paid: a U payout's cash left the platform (after approval, or straight from pending).
      if (row.currency !== 'U') throw new AppError('WITHDRAWAL_NOT_PENDING');
      const paid = {
        status: 'paid',
        paid_at: now,
        decided_at: row.decided_at ?? now,
        payout_ref: input.payoutRef,
        payout_date: input.payoutDate,
        payout_proof: input.payoutProof ?? null,
      } as const;
      const updated = await repo.moveWithdrawal(trx, id, ['pending', 'approved'], paid);
      if (!updated) throw new AppError('WITHDRAWAL_NOT_PENDING');
      await this.#ledger.move(
        trx,
        { type: 'payout_paid', userId: row.user_id, ref: { type: 'withdrawal', id } },
        { from: { platform: 'withdrawals' }, to: { platform: 'payouts' }, currency: 'U', amount: row.amount, logType: 'withdraw' },
      );
      await this.#messages.notify(trx, row.user_id, withdrawalEvent(updated, 'withdrawalPaid'));
      return withdrawalRowToWithdrawal(updated);
    });
  }

  /**
   * The operator's decision on a top-up: approve credits the UU 1:1, reject only records why.
   * Approve may name a corrected amount (what actually arrived) with a note for the member: the
   * ledger credits the corrected amount, and the row keeps the amount asked for (issue 17 #11).
   * A credited amount that reaches a bonus tier earns the tier's bonus UU in the same transaction
   * (issue 24; docs/decisions.md "Top-up bonus tiers"); the conditional pending → approved update
   * lets one approval through, so the bonus is paid once.
   */
  async reviewTopUp(id: number, input: ReviewInput): Promise<TopUp> {
    if (input.decision === 'paid') throw new AppError('TOPUP_NOT_PENDING');
    return this.#db.transaction(async (trx) => {
      const before = await repo.findTopUp(trx, id);
      if (!before) throw new AppError('TOPUP_NOT_FOUND');
      const correction =
        input.decision === 'approve' && input.amount !== undefined && input.amount !== before.amount
          ? { amount: input.amount, requested_amount: before.amount, correction_note: input.note ?? null }
          : {};
      const updated = await repo.decideTopUp(trx, id, {
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reason: input.decision === 'reject' ? input.reason : null,
        decided_at: this.#clock.now(),
        ...correction,
      });
      if (!updated) throw new AppError('TOPUP_NOT_PENDING');
      if (input.decision === 'approve') {
        await this.#ledger.move(
          trx,
          { type: 'topup', userId: updated.user_id, ref: { type: 'topup', id } },
          { from: { platform: 'topup' }, to: { userId: updated.user_id }, currency: 'UU', amount: updated.amount, logType: 'topup' },
        );
        // The tiers in effect at approval, read inside the transaction (SQLite has one connection).
        const bonus = topUpBonus(updated.amount, await this.#platform.get('topUpBonusTiers', trx));
        if (bonus > 0) {
          await this.#ledger.move(
            trx,
            { type: 'topup_bonus', userId: updated.user_id, ref: { type: 'topup', id }, memo: 'top-up bonus' },
            { from: { platform: 'rewards' }, to: { userId: updated.user_id }, currency: 'UU', amount: bonus, logType: 'topup_bonus' },
          );
        }
      }
      await this.#messages.notify(
        trx,
        updated.user_id,
        topUpEvent(updated, input.decision === 'approve' ? 'topupApproved' : 'topupRejected'),
      );
      return topupRowToTopUp(updated);
    });
  }
}
