import type { z } from 'zod';
import type { entriesExportQuerySchema, ordersExportQuerySchema, withdrawalsExportQuerySchema } from '@uu/contract/admin-finance';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { OrderStatus } from '@uu/contract/orders';
import type { Db } from '../../db/database';
import { localized, localizedJson, type LocalizedText } from '../../lib/localized';
import { destinationOf, type AdminFinanceService, type Caller } from './admin-finance.service';
import { entriesBatch, ordersBatch, withdrawalsBatch } from './admin-finance.repository';
import { csvLines, isoInZone } from './csv';

type EntriesInput = z.output<typeof entriesExportQuerySchema>;
type WithdrawalsExportInput = z.output<typeof withdrawalsExportQuerySchema>;
type OrdersExportInput = z.output<typeof ordersExportQuerySchema>;

/** A CSV file being written: its name and its lines (read from the database as they are sent). */
export type CsvFile = { fileName: string; lines: AsyncIterable<string> };

const orderStatusName = new Map<number, string>(Object.entries(OrderStatus).map(([name, value]) => [value, name]));

/**
 * Finance's exports as CSV (product.md "Admin console"), read from the database as they are sent.
 * Each is audited before its first byte (AdminFinanceService.recordExport) and covers whole
 * platform days. Nothing here writes a balance.
 */
export class AdminCsvExportsService {
  readonly #db: Db;
  readonly #finance: AdminFinanceService;
  readonly #zone: () => string;
  /** The platform day's time zone, as the operator set it now (PlatformService, cached). */
  get #timeZone(): string {
    return this.#zone();
  }

  constructor(deps: { db: Db; finance: AdminFinanceService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#finance = deps.finance;
    this.#zone = deps.timeZone;
  }

  /** Every ledger entry of the days: both sides of each movement, members' and the platform's. */
  async exportEntries(caller: Caller, query: EntriesInput): Promise<CsvFile> {
    await this.#finance.recordExport(caller, 'exportEntries', query);
    const window = this.#finance.exportWindow(query);
    const tz = this.#timeZone;
    return {
      fileName: fileName('entries', query),
      lines: csvLines(
        [
          'entry_id',
          'time',
          'transaction_id',
          'transaction_type',
          'account',
          'member_no',
          'nickname',
          'currency',
          'amount',
          'balance_after',
          'log_type',
          'ref',
          'memo',
        ],
        (after) => entriesBatch(this.#db.kysely, { ...window, currency: query.currency }, after),
        (r) => [
          r.id,
          isoInZone(r.created_at, tz),
          r.transaction_id,
          r.type,
          r.member_no ? 'member' : `platform:${r.code ?? ''}`,
          r.member_no,
          r.nickname,
          r.currency,
          formatAmount(r.amount),
          formatAmount(r.balance_after),
          r.log_type,
          r.ref_type ? `${r.ref_type}:${r.ref_id ?? ''}` : '',
          r.memo,
        ],
      ),
    };
  }

  /** Withdrawals and payouts asked in the days, with their breakdown and destination (card masked). */
  async exportWithdrawals(caller: Caller, query: WithdrawalsExportInput): Promise<CsvFile> {
    await this.#finance.recordExport(caller, 'exportWithdrawals', query);
    const window = this.#finance.exportWindow(query);
    const tz = this.#timeZone;
    return {
      fileName: fileName('withdrawals', query),
      lines: csvLines(
        [
          'id',
          'created_at',
          'member_no',
          'nickname',
          'currency',
          'amount',
          'fee',
          'to_fb',
          'to_u',
          'status',
          'destination_type',
          'destination',
          'reason',
          'decided_at',
          'paid_at',
        ],
        (after) => withdrawalsBatch(this.#db.kysely, { ...window, status: query.status }, after),
        (r) => {
          const destination = destinationOf(r);
          return [
            r.id,
            isoInZone(r.created_at, tz),
            r.member_no,
            r.nickname,
            r.currency,
            formatAmount(r.amount),
            formatAmount(r.fee),
            formatAmount(r.to_fb),
            formatAmount(r.to_u),
            r.status,
            destination.type,
            destination.type === 'bank'
              ? `${destination.bankName} ${destination.maskedNumber} ${destination.holder}`
              : `${destination.network} ${destination.address}`,
            r.reason,
            isoInZone(r.decided_at, tz),
            isoInZone(r.paid_at, tz),
          ];
        },
      ),
    };
  }

  /** Orders placed in the days: what was paid in UU and FB, discounts, and where each order stands. */
  async exportOrders(caller: Caller, query: OrdersExportInput, locale: Locale): Promise<CsvFile> {
    await this.#finance.recordExport(caller, 'exportOrders', query);
    const window = this.#finance.exportWindow(query);
    const tz = this.#timeZone;
    return {
      fileName: fileName('orders', query),
      lines: csvLines(
        [
          'order_no',
          'created_at',
          'member_no',
          'nickname',
          'goods',
          'quantity',
          'unit_price',
          'discount',
          'total',
          'paid_uu',
          'paid_fb',
          'status',
          'status_name',
          'delivery_type',
          'store',
          'paid_at',
          'done_at',
          'refunded_at',
          'canceled_at',
          'remark',
        ],
        (after) => ordersBatch(this.#db.kysely, { ...window, status: query.status }, after),
        (r) => [
          r.order_no,
          isoInZone(r.created_at, tz),
          r.member_no,
          r.nickname,
          goodsName(r.goods_snapshot, locale),
          r.quantity,
          formatAmount(r.unit_price),
          formatAmount(r.discount),
          formatAmount(r.total),
          formatAmount(r.paid_uu),
          formatAmount(r.paid_fb),
          r.status,
          orderStatusName.get(r.status) ?? '',
          r.delivery_type,
          r.store_name ? localizedJson(r.store_name, locale) : '',
          isoInZone(r.paid_at, tz),
          isoInZone(r.done_at, tz),
          isoInZone(r.refunded_at, tz),
          isoInZone(r.canceled_at, tz),
          r.remark,
        ],
      ),
    };
  }
}

function goodsName(snapshot: string, locale: Locale): string {
  const goods = JSON.parse(snapshot) as { name?: LocalizedText };
  return goods.name ? localized(goods.name, locale) : '';
}

/** `uu-entries_2026-11-01_2026-11-30.csv`: what and which days, so files of several runs sort and never collide by name. */
function fileName(kind: string, range: { from: string; to: string }): string {
  return `uu-${kind}_${range.from}_${range.to}.csv`;
}
