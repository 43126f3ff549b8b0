import type { z } from 'zod';
import { formatAmount } from '@uu/contract/money';
import type { Locale } from '@uu/contract/locales';
import type {
  Currency,
  MoneyLog,
  PlatformRate,
  StoredTopUpChannel,
  TopUpBonusTier,
  TopUpChannel,
  Wallet,
  moneyLogQuerySchema,
} from '@uu/contract/wallet';
import { maxExchangeable } from '@uu/domain/wallet-rules';
import type { Db } from '../../db/database';
import { platformDayStart, toIso, type Clock } from '../../lib/clock';
import { localized } from '../../lib/localized';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import { memberBalances, type LedgerService } from './ledger';
import type { PayoutDestinations } from './payout-destinations.service';
import { expiringSoon } from './uu-expiry.service';
import * as repo from './wallet.repository';
import { withdrawalsToday } from './withdrawals.service';

type MoneyLogInput = z.output<typeof moneyLogQuerySchema>;

/** How a value-moving call arrived: its Idempotency-Key (null for the spec's GET form) and route. */
export type CallKey = { key: string | null; scope: string };

/**
 * The member's wallet (product.md "Money"): what they hold and what moved, the CRC rate and the
 * top-up channels (set by operators), and direct credits. Each operation that moves value has its
 * own service: TransfersService, WithdrawalsService, ExchangeService, TopUpsService, and the
 * operators' WalletReviewService.
 */
export class WalletService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #platform: PlatformService;
  readonly #destinations: PayoutDestinations;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    platform: PlatformService;
    destinations: PayoutDestinations;
    timeZone: () => string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#platform = deps.platform;
    this.#destinations = deps.destinations;
    this.#timeZone = deps.timeZone;
  }

  async wallet(auth: AuthContext): Promise<Wallet> {
    const user = auth.user;
    const k = this.#db.kysely;
    const [balances, [rate], limits, usedToday, pending, hasDestination, expiring] = await Promise.all([
      memberBalances(k, user.id),
      repo.listRates(k, 1),
      this.#platform.get('withdrawal'),
      withdrawalsToday(k, user.id, this.#clock.now(), this.#timeZone()),
      repo.pendingWithdrawalTotal(k, user.id),
      this.#destinations.hasAny(user.id),
      expiringSoon(k, user.id, this.#clock.now(), this.#timeZone()),
    ]);
    return {
      balances: {
        UU: formatAmount(balances.UU),
        U: formatAmount(balances.U),
        FB: formatAmount(balances.FB),
        KB: formatAmount(balances.KB),
        CRC: formatAmount(balances.CRC),
      },
      pendingWithdrawUU: formatAmount(pending),
      crcRate: rate === undefined ? null : formatAmount(rate.rate),
      exchangeableCrc: formatAmount(rate === undefined ? 0 : maxExchangeable(balances.UU, rate.rate)),
      withdrawal: {
        min: formatAmount(limits.min),
        max: formatAmount(limits.max),
        dailyCount: limits.dailyCount,
        usedToday,
      },
      isActive: user.status === 'active',
      isSetPayPassword: user.pay_password_hash !== null,
      hasPayoutDestination: hasDestination,
      expiringUU: {
        total: formatAmount(expiring.total),
        days: expiring.days.map((d) => ({ lastDay: d.lastDay, amount: formatAmount(d.amount) })),
      },
    };
  }

  // ---- the CRC rate ----

  async rate(limit: number): Promise<PlatformRate> {
    const rows = await repo.listRates(this.#db.kysely, limit);
    const latest = rows[0];
    return {
      rate: latest ? formatAmount(latest.rate) : null,
      updatedAt: latest ? toIso(latest.created_at) : null,
      history: rows.reverse().map((r) => ({ rate: formatAmount(r.rate), at: toIso(r.created_at) })),
    };
  }

  /** A new CRC rate from now on (`at`: the demo seed's history of earlier days). */
  async setRate(rate: number, at = this.#clock.now()): Promise<PlatformRate> {
    await repo.insertRate(this.#db.kysely, rate, at);
    return this.rate(30);
  }

  // ---- the money log ----

  async moneyLog(auth: AuthContext, query: MoneyLogInput): Promise<MoneyLog> {
    const zone = this.#timeZone();
    const { rows, total, income, expense } = await repo.moneyLog(
      this.#db.kysely,
      auth.user.id,
      {
        currency: query.currency,
        type: query.type,
        from: query.from ? platformDayStart(query.from, zone) : undefined,
        before: query.to ? platformDayStart(nextDay(query.to), zone) : undefined,
      },
      query,
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        transactionId: r.transaction_id,
        currency: r.currency,
        type: r.log_type,
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balance_after),
        counterparty: r.nickname && r.member_no ? { nickname: r.nickname, memberNo: r.member_no } : null,
        ref: r.ref_type && r.ref_id !== null ? { type: r.ref_type, id: r.ref_id } : null,
        createdAt: toIso(r.created_at),
      })),
      total,
      page: query.page,
      size: query.size,
      income: query.currency ? formatAmount(income) : null,
      expense: query.currency ? formatAmount(-expense) : null,
    };
  }

  // ---- top-up channels ----

  /** The channels in the member's language: each name and note falls back to zh-Hant where the operator left it empty. */
  async topUpChannels(locale: Locale): Promise<{ list: TopUpChannel[]; bonusTiers: TopUpBonusTier[] }> {
    const [list, tiers] = await Promise.all([this.#platform.get('topUpChannels'), this.#platform.get('topUpBonusTiers')]);
    return {
      list: list.map((c) => ({ ...c, name: localized(c.name, locale), note: c.note ? localized(c.note, locale) : null })),
      bonusTiers: tiers.map((tier) => ({ min: formatAmount(tier.min), bonus: formatAmount(tier.bonus) })),
    };
  }

  /** The operator's channels, every language as written. */
  async setTopUpChannels(list: StoredTopUpChannel[]): Promise<{ list: StoredTopUpChannel[] }> {
    await this.#platform.set('topUpChannels', list);
    return { list: await this.#platform.get('topUpChannels') };
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

/** The calendar day after a YYYY-MM-DD day (a period's end is the start of the day after it). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
