import type { z } from 'zod';
import { formatAmount } from '@uu/contract/money';
import type {
  Currency,
  ExchangeResult,
  MoneyLog,
  PlatformRate,
  Recipient,
  TopUp,
  TopUpChannel,
  TransferResult,
  Wallet,
  Withdrawal,
  exchangeCrcBodySchema,
  listWithdrawQuerySchema,
  moneyLogQuerySchema,
  reviewBodySchema,
  topUpBodySchema,
  transferUuBodySchema,
  withdrawBodySchema,
} from '@uu/contract/wallet';
import type { pageQuerySchema } from '@uu/contract/envelope';
import { exchangeCost, kbTransferFee, maxExchangeable, withdrawalBreakdown } from '@uu/domain/wallet-rules';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, platformDayStart, toIso, type Clock } from '../../lib/clock';
import type { AccountsService } from '../accounts/accounts.service';
import type { UserRow } from '../accounts/accounts.table';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { FilesService } from '../files/files.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { IdempotencyService } from './idempotency';
import { LedgerService, memberBalances } from './ledger';
import { topupRowToTopUp, withdrawalRowToWithdrawal } from './wallet.mapper';
import type { PayoutDestinations } from './payout-destinations.service';
import type { WithdrawalRow } from './wallet.table';

type TransferInput = z.output<typeof transferUuBodySchema>;
type WithdrawInput = z.output<typeof withdrawBodySchema>;
type ExchangeInput = z.output<typeof exchangeCrcBodySchema>;
type TopUpInput = z.output<typeof topUpBodySchema>;
type ReviewInput = z.output<typeof reviewBodySchema>;
type MoneyLogInput = z.output<typeof moneyLogQuerySchema>;
type WithdrawListInput = z.output<typeof listWithdrawQuerySchema>;
type PageInput = z.output<typeof pageQuerySchema>;

/** How a value-moving call arrived: its Idempotency-Key (null for the spec's GET form) and route. */
export type CallKey = { key: string | null; scope: string };

const DAY_MS = 24 * 3600 * 1000;
/** Recipient lookups per member per hour: enough to type a few names, too few to list the members. */
const LOOKUPS_PER_HOUR = 60;

/**
 * The member's wallet (product.md "Money"): what they hold, what moved, and every operation that
 * moves value. Each operation checks what it can before the payment password (so a refusal costs no
 * try), then the payment password, then posts to the ledger in one transaction with its
 * idempotency key.
 */
export class WalletService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;
  readonly #accounts: AccountsService;
  readonly #platform: PlatformService;
  readonly #files: FilesService;
  readonly #throttle: ThrottleService;
  readonly #destinations: PayoutDestinations;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    idempotency: IdempotencyService;
    guard: PaidActionGuard;
    accounts: AccountsService;
    platform: PlatformService;
    files: FilesService;
    throttle: ThrottleService;
    destinations: PayoutDestinations;
    timeZone: () => string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
    this.#accounts = deps.accounts;
    this.#platform = deps.platform;
    this.#files = deps.files;
    this.#throttle = deps.throttle;
    this.#destinations = deps.destinations;
    this.#timeZone = deps.timeZone;
  }

  async wallet(auth: AuthContext): Promise<Wallet> {
    const user = auth.user;
    const [balances, rate, limits, usedToday, pending, hasDestination] = await Promise.all([
      memberBalances(this.#db.kysely, user.id),
      this.#currentRate(),
      this.#platform.get('withdrawal'),
      this.#withdrawalsToday(user.id),
      this.#db.kysely
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('user_id', '=', user.id)
        .where('currency', '=', 'UU')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      this.#destinations.hasAny(user.id),
    ]);
    return {
      balances: {
        UU: formatAmount(balances.UU),
        U: formatAmount(balances.U),
        FB: formatAmount(balances.FB),
        KB: formatAmount(balances.KB),
        CRC: formatAmount(balances.CRC),
      },
      pendingWithdrawUU: formatAmount(Number(pending.total)),
      crcRate: rate === null ? null : formatAmount(rate.rate),
      exchangeableCrc: formatAmount(rate === null ? 0 : maxExchangeable(balances.UU, rate.rate)),
      withdrawal: {
        min: formatAmount(limits.min),
        max: formatAmount(limits.max),
        dailyCount: limits.dailyCount,
        usedToday,
      },
      isActive: user.status === 'active',
      isSetPayPassword: user.pay_password_hash !== null,
      hasPayoutDestination: hasDestination,
    };
  }

  // ---- the CRC rate ----

  async rate(limit: number): Promise<PlatformRate> {
    const rows = await this.#db.kysely.selectFrom('crc_rates').selectAll().orderBy('id', 'desc').limit(limit).execute();
    const latest = rows[0];
    return {
      rate: latest ? formatAmount(latest.rate) : null,
      updatedAt: latest ? toIso(latest.created_at) : null,
      history: rows.reverse().map((r) => ({ rate: formatAmount(r.rate), at: toIso(r.created_at) })),
    };
  }

  /** A new CRC rate from now on (`at`: the demo seed's history of earlier days). */
  async setRate(rate: number, at = this.#clock.now()): Promise<PlatformRate> {
    await this.#db.kysely.insertInto('crc_rates').values({ rate, created_at: at }).execute();
    return this.rate(30);
  }

  async #currentRate() {
    return (await this.#db.kysely.selectFrom('crc_rates').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst()) ?? null;
  }

  // ---- the money log ----

  async moneyLog(auth: AuthContext, query: MoneyLogInput): Promise<MoneyLog> {
    const k = this.#db.kysely;
    let base = k
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .where('a.user_id', '=', auth.user.id);
    if (query.currency) base = base.where('e.currency', '=', query.currency);
    if (query.type) base = base.where('e.log_type', '=', query.type);
    if (query.from) base = base.where('e.created_at', '>=', platformDayStart(query.from, this.#timeZone()));
    if (query.to) base = base.where('e.created_at', '<', platformDayStart(nextDay(query.to), this.#timeZone()));
    const [rows, sums] = await Promise.all([
      base
        .leftJoin('users as c', 'c.id', 'e.counterparty_id')
        .innerJoin('ledger_transactions as lt', 'lt.id', 'e.transaction_id')
        .select(['e.id', 'e.currency', 'e.log_type', 'e.amount', 'e.balance_after', 'e.created_at', 'c.nickname', 'c.member_no', 'lt.ref_type', 'lt.ref_id'])
        .orderBy('e.id', 'desc')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
      base
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('e.amount', '>', 0).then(eb.ref('e.amount')).else(0).end()), eb.lit(0)).as('income'),
          eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('e.amount', '<', 0).then(eb.ref('e.amount')).else(0).end()), eb.lit(0)).as('expense'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        currency: r.currency,
        type: r.log_type,
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balance_after),
        counterparty: r.nickname && r.member_no ? { nickname: r.nickname, memberNo: r.member_no } : null,
        ref: r.ref_type && r.ref_id !== null ? { type: r.ref_type, id: r.ref_id } : null,
        createdAt: toIso(r.created_at),
      })),
      total: Number(sums.total),
      page: query.page,
      size: query.size,
      income: query.currency ? formatAmount(Number(sums.income)) : null,
      expense: query.currency ? formatAmount(-Number(sums.expense)) : null,
    };
  }

  // ---- transfers ----

  /** spec §5: the recipient by email, nickname, phone or member number; never oneself. */
  async findRecipient(auth: AuthContext, account: string): Promise<Recipient> {
    const quota = await this.#throttle.consume(`recipient:user:${auth.user.id}`, LOOKUPS_PER_HOUR, 3600_000);
    if (!quota.allowed) throw new AppError('TOO_MANY_REQUESTS');
    const user = await this.#recipient(auth.user, account);
    return recipientOf(user);
  }

  async #recipient(sender: UserRow, account: string): Promise<UserRow> {
    const user = await this.#accounts.findByIdentifier(account);
    if (!user || user.status === 'disabled') throw new AppError('TRANSFER_USER_NOT_FOUND');
    if (user.id === sender.id) throw new AppError('TRANSFER_TO_SELF');
    return user;
  }

  /** transferUu (UU free, KB 10% on top) and transferCash (U, multiples of 100, free). */
  async transfer(
    auth: AuthContext,
    input: Omit<TransferInput, 'currency'> & { currency: 'UU' | 'KB' | 'U' },
    call: CallKey,
  ): Promise<TransferResult> {
    const sender = auth.user;
    this.#guard.requireActive(sender);
    const recipient = await this.#recipient(sender, input.to);
    const fee = input.currency === 'KB' ? kbTransferFee(input.amount) : 0;
    return this.#idempotency.run(
      { userId: sender.id, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(sender.id, input.payPassword),
      async (trx) => {
        const from = { userId: sender.id };
        const posted = await this.#ledger.move(trx, { type: 'transfer', userId: sender.id }, [
          {
            from,
            to: { userId: recipient.id },
            currency: input.currency,
            amount: input.amount,
            logType: { from: 'transfer_out', to: 'transfer_in' },
          },
          { from, to: { platform: 'fees' }, currency: input.currency, amount: fee, logType: 'transfer_fee' },
        ]);
        return {
          transactionId: posted.transactionId,
          currency: input.currency,
          amount: formatAmount(input.amount),
          fee: formatAmount(fee),
          to: recipientOf(recipient),
          balance: formatAmount(LedgerService.balanceOf(posted, sender.id, input.currency)),
          createdAt: toIso(this.#clock.now()),
        };
      },
    );
  }

  // ---- withdrawals ----

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
        const row = await trx
          .insertInto('withdrawals')
          .values({
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
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The debit takes the member's balance row first: withdrawals of one member are counted one at a time.
        await this.#ledger.move(
          trx,
          { type: 'withdraw', userId: user.id, ref: { type: 'withdrawal', id: row.id }, insufficient: 'INSUFFICIENT_WITHDRAWABLE' },
          { from: { userId: user.id }, to: { platform: 'withdrawals' }, currency: input.currency, amount: input.amount, logType: 'withdraw' },
        );
        const today = await this.#withdrawalsToday(user.id, trx);
        if (today > limits.dailyCount) throw new AppError('WITHDRAW_DAILY_LIMIT', { params: { count: limits.dailyCount } });
        return withdrawalRowToWithdrawal(row);
      },
    );
  }

  /** Withdrawals asked today (platform day), cancelled ones included: the daily count counts requests. */
  async #withdrawalsToday(userId: number, db: Trx | Db['kysely'] = this.#db.kysely): Promise<number> {
    const now = this.#clock.now();
    const today = platformDay(now, this.#timeZone());
    const recent = await db
      .selectFrom('withdrawals')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>', now - 2 * DAY_MS)
      .execute();
    return recent.filter((r) => platformDay(r.created_at, this.#timeZone()) === today).length;
  }

  async listWithdrawals(auth: AuthContext, query: WithdrawListInput) {
    let base = this.#db.kysely.selectFrom('withdrawals').where('user_id', '=', auth.user.id);
    if (query.status) base = base.where('status', '=', query.status);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(query.size).offset((query.page - 1) * query.size).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(withdrawalRowToWithdrawal), total: Number(count.n), page: query.page, size: query.size };
  }

  /** cancelWithdraw: a pending withdrawal of the member's, refunded in full. */
  async cancelWithdrawal(auth: AuthContext, id: number, call: CallKey): Promise<Withdrawal> {
    const userId = auth.user.id;
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: { id } },
      async () => undefined,
      async (trx) => {
        const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
        return withdrawalRowToWithdrawal(await this.#refund(trx, row, 'canceled', null));
      },
    );
  }

  /** Moves a pending withdrawal to canceled or rejected and gives the whole amount back. */
  async #refund(trx: Trx, row: WithdrawalRow, status: 'canceled' | 'rejected', reason: string | null): Promise<WithdrawalRow> {
    const now = this.#clock.now();
    // Conditional on 'pending': a cancel racing an approval (or a second cancel) changes nothing.
    const updated = await trx
      .updateTable('withdrawals')
      .set({ status, reason, decided_at: now })
      .where('id', '=', row.id)
      .where('status', 'in', status === 'rejected' && row.currency === 'U' ? ['pending', 'approved'] : ['pending'])
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError('WITHDRAWAL_NOT_PENDING');
    // The refund is the reversal of the request's debit.
    await this.#ledger.reverse(
      trx,
      { type: 'withdraw', ref: { type: 'withdrawal', id: row.id } },
      { type: status === 'canceled' ? 'withdraw_cancel' : 'withdraw_reject', logType: 'withdraw_refund' },
    );
    return updated;
  }

  /**
   * The operator's decision on a withdrawal. UU: approve keeps the fee and credits 33% as FB and
   * 66% as U; reject refunds. U payouts: approve (optional) then paid sends the cash out; reject refunds.
   */
  async reviewWithdrawal(id: number, input: ReviewInput): Promise<Withdrawal> {
    return this.#db.transaction(async (trx) => {
      const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      const now = this.#clock.now();
      if (input.decision === 'reject') return withdrawalRowToWithdrawal(await this.#refund(trx, row, 'rejected', input.reason));
      if (input.decision === 'approve') {
        const updated = await trx
          .updateTable('withdrawals')
          .set({ status: 'approved', decided_at: now })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
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
        return withdrawalRowToWithdrawal(updated);
      }
      // paid: a U payout's cash left the platform (after approval, or straight from pending).
      if (row.currency !== 'U') throw new AppError('WITHDRAWAL_NOT_PENDING');
      const updated = await trx
        .updateTable('withdrawals')
        .set({ status: 'paid', paid_at: now, decided_at: row.decided_at ?? now })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'approved'])
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new AppError('WITHDRAWAL_NOT_PENDING');
      await this.#ledger.move(
        trx,
        { type: 'payout_paid', userId: row.user_id, ref: { type: 'withdrawal', id } },
        { from: { platform: 'withdrawals' }, to: { platform: 'payouts' }, currency: 'U', amount: row.amount, logType: 'withdraw' },
      );
      return withdrawalRowToWithdrawal(updated);
    });
  }

  // ---- exchange ----

  async exchange(auth: AuthContext, input: ExchangeInput, call: CallKey): Promise<ExchangeResult> {
    const user = auth.user;
    this.#guard.requireActive(user);
    const rate = await this.#currentRate();
    if (!rate) throw new AppError('CRC_RATE_NOT_SET');
    const balances = await memberBalances(this.#db.kysely, user.id);
    const max = maxExchangeable(balances.UU, rate.rate);
    if (input.amount > max) throw new AppError('EXCHANGE_EXCEEDS_AVAILABLE', { params: { max: formatAmount(max) } });
    const cost = exchangeCost(input.amount, rate.rate);
    return this.#idempotency.run(
      { userId: user.id, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(user.id, input.payPassword),
      async (trx) => {
        const desk = { platform: 'exchange' } as const;
        const posted = await this.#ledger.move(trx, { type: 'exchange', userId: user.id, memo: `rate ${formatAmount(rate.rate)}` }, [
          { from: { userId: user.id }, to: desk, currency: 'UU', amount: cost, logType: 'exchange' },
          { from: desk, to: { userId: user.id }, currency: 'CRC', amount: input.amount, logType: 'exchange' },
        ]);
        return {
          transactionId: posted.transactionId,
          crc: formatAmount(input.amount),
          uuCost: formatAmount(cost),
          rate: formatAmount(rate.rate),
          balances: {
            UU: formatAmount(LedgerService.balanceOf(posted, user.id, 'UU')),
            CRC: formatAmount(LedgerService.balanceOf(posted, user.id, 'CRC')),
          },
        };
      },
    );
  }

  // ---- top-ups ----

  async topUpChannels(): Promise<{ list: TopUpChannel[] }> {
    return { list: await this.#platform.get('topUpChannels') };
  }

  async setTopUpChannels(list: TopUpChannel[]): Promise<{ list: TopUpChannel[] }> {
    await this.#platform.set('topUpChannels', list);
    return this.topUpChannels();
  }

  /** A top-up request: nothing moves until an operator approves it. */
  async createTopUp(auth: AuthContext, input: TopUpInput, call: CallKey): Promise<TopUp> {
    const userId = auth.user.id;
    const channel = (await this.#platform.get('topUpChannels')).find((c) => c.id === input.channel);
    if (!channel) throw new AppError('TOPUP_CHANNEL_NOT_FOUND');
    if (!(await this.#files.isOwnUpload(userId, input.proof))) throw new AppError('PROOF_NOT_FOUND');
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      async () => undefined,
      async (trx) => {
        const row = await trx
          .insertInto('topups')
          .values({
            user_id: userId,
            amount: input.amount,
            channel: channel.id,
            channel_name: channel.name,
            proof: input.proof,
            status: 'pending',
            created_at: this.#clock.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return topupRowToTopUp(row);
      },
    );
  }

  async listTopUps(auth: AuthContext, query: PageInput) {
    const base = this.#db.kysely.selectFrom('topups').where('user_id', '=', auth.user.id);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(query.size).offset((query.page - 1) * query.size).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(topupRowToTopUp), total: Number(count.n), page: query.page, size: query.size };
  }

  /** The operator's decision on a top-up: approve credits the UU 1:1, reject only records why. */
  async reviewTopUp(id: number, input: ReviewInput): Promise<TopUp> {
    if (input.decision === 'paid') throw new AppError('TOPUP_NOT_PENDING');
    return this.#db.transaction(async (trx) => {
      const now = this.#clock.now();
      const updated = await trx
        .updateTable('topups')
        .set({
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          reason: input.decision === 'reject' ? input.reason : null,
          decided_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!updated) {
        const exists = await trx.selectFrom('topups').select('id').where('id', '=', id).executeTakeFirst();
        throw new AppError(exists ? 'TOPUP_NOT_PENDING' : 'TOPUP_NOT_FOUND');
      }
      if (input.decision === 'approve') {
        await this.#ledger.move(
          trx,
          { type: 'topup', userId: updated.user_id, ref: { type: 'topup', id } },
          { from: { platform: 'topup' }, to: { userId: updated.user_id }, currency: 'UU', amount: updated.amount, logType: 'topup' },
        );
      }
      return topupRowToTopUp(updated);
    });
  }

  /** Operator and seed: credit a member directly (an adjustment with a reason), through the ledger. */
  async adjust(userId: number, currency: Currency, amount: number, memo: string): Promise<void> {
    const platform = { platform: 'adjustments' } as const;
    const [from, to] = amount >= 0 ? [platform, { userId }] : [{ userId }, platform];
    await this.#db.transaction((trx) =>
      this.#ledger.move(trx, { type: 'adjustment', userId, memo }, { from, to, currency, amount: Math.abs(amount), logType: 'adjustment' }),
    );
  }
}

function recipientOf(user: UserRow): Recipient {
  return { id: user.id, nickname: user.nickname, memberNo: user.member_no, avatar: user.avatar, level: user.level as Recipient['level'] };
}

/** The calendar day after a YYYY-MM-DD day (a period's end is the start of the day after it). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
