import type { z } from 'zod';
import { formatAmount } from '@uu/contract/money';
import type { Withdrawal, listWithdrawQuerySchema, withdrawBodySchema } from '@uu/contract/wallet';
import { withdrawalBreakdown } from '@uu/domain/wallet-rules';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, type Clock } from '../../lib/clock';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import { withdrawalEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { IdempotencyService } from './idempotency';
import type { LedgerService } from './ledger';
import type { PayoutDestinations } from './payout-destinations.service';
import { withdrawalRowToWithdrawal } from './wallet.mapper';
import * as repo from './wallet.repository';
import type { CallKey } from './wallet.service';
import type { WithdrawalRow } from './wallet.table';

type WithdrawInput = z.output<typeof withdrawBodySchema>;
type WithdrawListInput = z.output<typeof listWithdrawQuerySchema>;

const DAY_MS = 24 * 3600 * 1000;

/** Withdrawals asked today (platform day), cancelled ones included: the daily count counts requests. */
export async function withdrawalsToday(db: Executor, userId: number, now: number, timeZone: string): Promise<number> {
  const today = platformDay(now, timeZone);
  const times = await repo.withdrawalTimesSince(db, userId, now - 2 * DAY_MS);
  return times.filter((at) => platformDay(at, timeZone) === today).length;
}

/**
 * Moves a pending withdrawal to canceled or rejected and gives the whole amount back: the refund
 * is the reversal of the request's debit.
 */
export async function refundWithdrawal(
  ledger: LedgerService,
  trx: Trx,
  row: WithdrawalRow,
  change: { status: 'canceled' | 'rejected'; reason: string | null; now: number },
): Promise<WithdrawalRow> {
  // Conditional on 'pending': a cancel racing an approval (or a second cancel) changes nothing.
  const from: WithdrawalRow['status'][] = change.status === 'rejected' && row.currency === 'U' ? ['pending', 'approved'] : ['pending'];
  const updated = await repo.moveWithdrawal(trx, row.id, from, { status: change.status, reason: change.reason, decided_at: change.now });
  if (!updated) throw new AppError('WITHDRAWAL_NOT_PENDING');
  await ledger.reverse(
    trx,
    { type: 'withdraw', ref: { type: 'withdrawal', id: row.id } },
    { type: change.status === 'canceled' ? 'withdraw_cancel' : 'withdraw_reject', logType: 'withdraw_refund' },
  );
  return updated;
}

/**
 * A member's withdrawals (product.md "Money"): asked within the operator's limits to one of the
 * member's payout destinations, the amount held at once; listed; cancelled while pending.
 */
export class WithdrawalsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;
  readonly #platform: PlatformService;
  readonly #destinations: PayoutDestinations;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;
  readonly #messages: MessagesService;

  constructor(deps: {
    messages: MessagesService;
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    idempotency: IdempotencyService;
    guard: PaidActionGuard;
    platform: PlatformService;
    destinations: PayoutDestinations;
    timeZone: () => string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
    this.#platform = deps.platform;
    this.#destinations = deps.destinations;
    this.#timeZone = deps.timeZone;
    this.#messages = deps.messages;
  }

  async withdraw(auth: AuthContext, input: WithdrawInput, call: CallKey): Promise<Withdrawal> {
    const user = auth.user;
    this.#guard.requireActive(user);
    const destination = await this.#destinations.resolve(user.id, input.destinationType, input.destinationId);
    const limits = await this.#platform.get('withdrawal');
    if (input.amount < limits.min) throw new AppError('WITHDRAW_BELOW_MIN', { params: { min: formatAmount(limits.min) } });
    if (input.amount > limits.max) throw new AppError('WITHDRAW_ABOVE_MAX', { params: { max: formatAmount(limits.max) } });
    const split = input.currency === 'UU' ? withdrawalBreakdown(input.amount) : { fee: 0, toFb: 0, toU: 0 };
    return this.#idempotency.run(
      { userId: user.id, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(user.id, input.payPassword),
      async (trx) => {
        const now = this.#clock.now();
        const row = await repo.insertWithdrawal(trx, {
          user_id: user.id,
          currency: input.currency,
          amount: input.amount,
          fee: split.fee,
          to_fb: split.toFb,
          to_u: split.toU,
          destination_type: input.destinationType,
          destination_label: destination.label,
          destination_detail: destination.detail,
          status: 'pending',
          created_at: now,
        });
        // The debit takes the member's balance row first: withdrawals of one member are counted one at a time.
        await this.#ledger.move(
          trx,
          { type: 'withdraw', userId: user.id, ref: { type: 'withdrawal', id: row.id }, insufficient: 'INSUFFICIENT_WITHDRAWABLE' },
          {
            from: { userId: user.id },
            to: { platform: 'withdrawals' },
            currency: input.currency,
            amount: input.amount,
            logType: 'withdraw',
          },
        );
        const today = await withdrawalsToday(trx, user.id, this.#clock.now(), this.#timeZone());
        if (today > limits.dailyCount) throw new AppError('WITHDRAW_DAILY_LIMIT', { params: { count: limits.dailyCount } });
        return withdrawalRowToWithdrawal(row);
      },
    );
  }

  async listWithdrawals(auth: AuthContext, query: WithdrawListInput) {
    const { rows, total } = await repo.listWithdrawals(this.#db.kysely, auth.user.id, query.status, query);
    return { list: rows.map(withdrawalRowToWithdrawal), total, page: query.page, size: query.size };
  }

  /** cancelWithdraw: a pending withdrawal of the member's, refunded in full. */
  async cancelWithdrawal(auth: AuthContext, id: number, call: CallKey): Promise<Withdrawal> {
    const userId = auth.user.id;
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: { id } },
      () => Promise.resolve(),
      async (trx) => {
        const row = await repo.findWithdrawal(trx, id, userId);
        if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
        const refunded = await refundWithdrawal(this.#ledger, trx, row, { status: 'canceled', reason: null, now: this.#clock.now() });
        await this.#messages.notify(trx, userId, withdrawalEvent(refunded, 'withdrawalCanceled'));
        return withdrawalRowToWithdrawal(refunded);
      },
    );
  }
}
