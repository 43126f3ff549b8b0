import type { z } from 'zod';
import type {
  entriesExportQuerySchema,
  membersExportQuerySchema,
  ordersExportQuerySchema,
  topupsExportQuerySchema,
  withdrawalsExportQuerySchema,
} from '@uu/contract/admin-finance';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import type { Order } from '@uu/contract/orders';
import { interpolate } from '@uu/i18n/types';
import { exportTexts } from '@uu/i18n/exports';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { localized, localizedJson, type LocalizedText } from '../../lib/localized';
import { tagsOf } from '../admin-members/admin-member-tools.repository';
import { maskCardNumber } from '../wallet/wallet.mapper';
import type { AdminFinanceService, Caller } from './admin-finance.service';
import { balancesOf, entriesBatch, membersBatch, ordersBatch, topupsBatch, withdrawalsBatch } from './admin-finance.repository';
import { localTime, xlsxStream, type XlsxColumn } from './xlsx';

/** A spreadsheet being written: its name and its bytes (read from the database as they are sent). */
export type XlsxFile = { fileName: string; stream: Readable };
/** A background export's progress report: the rows written so far. */
type Progress = (rowsDone: number) => Promise<void>;
type Q<S extends z.ZodType> = z.output<S>;

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

/**
 * The console's spreadsheets (issue 17 item 7): orders with their shipping columns, members with
 * their balances and the operators' tags, top-ups, withdrawals and the money log, as .xlsx that Excel opens as they are:
 * ids and numbers-as-names are text, headers and states in the operator's language, times the
 * platform time zone's wall clock. Each download is audited before the first byte; a background export
 * (export-jobs.service.ts, caller null) was audited when it was started.
 */

/** The catalogue's label of a stored value; the value itself when the catalogue has none (one newer than it). */
const label = (labels: Record<string, string>, value: string | number): string => labels[String(value)] ?? String(value);

export class AdminExportsService {
  readonly #db: Db;
  readonly #finance: AdminFinanceService;
  readonly #zone: () => string;

  constructor(deps: { db: Db; finance: AdminFinanceService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#finance = deps.finance;
    this.#zone = deps.timeZone;
  }

  async orders(caller: Caller | null, query: Q<typeof ordersExportQuerySchema>, locale: Locale, progress?: Progress): Promise<XlsxFile> {
    if (caller) await this.#finance.recordExport(caller, 'exportOrders', { ...query, format: 'xlsx' });
    const x = exportTexts(locale);
    const h = x.orders;
    const tz = this.#zone();
    const time = (ms: number | null) => localTime(ms, tz);
    type R = Row<typeof ordersBatch>;
    const address = (r: R) => (r.address_snapshot ? (JSON.parse(r.address_snapshot) as NonNullable<Order['address']>) : null);
    const columns: XlsxColumn<R>[] = [
      { header: h.orderNo, kind: 'text', width: 22, value: (r) => r.order_no },
      { header: h.createdAt, kind: 'time', value: (r) => time(r.created_at) },
      { header: h.memberNo, kind: 'text', value: (r) => r.member_no },
      { header: h.nickname, kind: 'text', value: (r) => r.nickname },
      { header: h.goods, kind: 'text', width: 28, value: (r) => goodsName(r.goods_snapshot, locale) },
      { header: h.quantity, kind: 'count', value: (r) => r.quantity },
      { header: h.unitPrice, kind: 'money', value: (r) => formatAmount(r.unit_price) },
      { header: h.discount, kind: 'money', value: (r) => formatAmount(r.discount) },
      { header: h.total, kind: 'money', value: (r) => formatAmount(r.total) },
      { header: h.paidUU, kind: 'money', value: (r) => formatAmount(r.paid_uu) },
      { header: h.paidFB, kind: 'money', value: (r) => formatAmount(r.paid_fb) },
      { header: h.status, kind: 'text', value: (r) => label(x.orderStatus, r.status) },
      {
        header: h.deliveryType,
        kind: 'text',
        value: (r) => label(x.deliveryType, r.delivery_type),
      },
      { header: h.store, kind: 'text', value: (r) => (r.store_name ? localizedJson(r.store_name, locale) : '') },
      { header: h.consignee, kind: 'text', value: (r) => address(r)?.consignee },
      { header: h.phone, kind: 'text', value: (r) => address(r)?.phone },
      {
        header: h.address,
        kind: 'text',
        width: 40,
        value: (r) => {
          const a = address(r);
          return a ? `${a.region} ${a.detail}` : '';
        },
      },
      { header: h.carrier, kind: 'text', value: (r) => r.logistics_company },
      { header: h.trackingNo, kind: 'text', width: 22, value: (r) => r.logistics_number },
      { header: h.paidAt, kind: 'time', value: (r) => time(r.paid_at) },
      { header: h.shippedAt, kind: 'time', value: (r) => time(r.delivered_at) },
      { header: h.doneAt, kind: 'time', value: (r) => time(r.done_at) },
      { header: h.refundedAt, kind: 'time', value: (r) => time(r.refunded_at) },
      { header: h.canceledAt, kind: 'time', value: (r) => time(r.canceled_at) },
      { header: h.remark, kind: 'text', width: 30, value: (r) => r.remark },
    ];
    const window = this.#finance.exportWindow(query);
    return {
      fileName: fileName('orders', query),
      stream: xlsxStream(
        x.sheets.orders,
        columns,
        (after) => ordersBatch(this.#db.kysely, { ...window, status: query.status }, after),
        progress,
      ),
    };
  }

  async members(caller: Caller | null, query: Q<typeof membersExportQuerySchema>, locale: Locale, progress?: Progress): Promise<XlsxFile> {
    if (caller) await this.#finance.recordExport(caller, 'exportMembers', { ...query, format: 'xlsx' });
    const x = exportTexts(locale);
    const h = x.members;
    const tz = this.#zone();
    const window = this.#finance.exportWindow(query);
    const k = this.#db.kysely;
    type R = Row<typeof membersBatch> & { balances: Map<string, number>; tags: string[] };
    const balance = (currency: string) => (r: R) => formatAmount(r.balances.get(currency) ?? 0);
    const columns: XlsxColumn<R>[] = [
      { header: h.id, kind: 'text', width: 10, value: (r) => String(r.id) },
      { header: h.memberNo, kind: 'text', value: (r) => r.member_no },
      { header: h.nickname, kind: 'text', value: (r) => r.nickname },
      { header: h.email, kind: 'text', width: 26, value: (r) => r.email },
      { header: h.phone, kind: 'text', value: (r) => r.phone },
      { header: h.level, kind: 'count', value: (r) => r.level },
      { header: h.status, kind: 'text', value: (r) => label(x.memberStatus, r.status) },
      { header: h.referrer, kind: 'text', value: (r) => r.referrer_no },
      { header: h.createdAt, kind: 'time', value: (r) => localTime(r.created_at, tz) },
      { header: h.uu, kind: 'money', value: balance('UU') },
      { header: h.fb, kind: 'money', value: balance('FB') },
      { header: h.u, kind: 'money', value: balance('U') },
      { header: h.kb, kind: 'money', value: balance('KB') },
      { header: h.crc, kind: 'money', value: balance('CRC') },
      { header: h.tags, kind: 'text', width: 24, value: (r) => r.tags.join(', ') },
    ];
    return {
      fileName: fileName('members', query),
      stream: xlsxStream(
        x.sheets.members,
        columns,
        async (after) => {
          const rows = await membersBatch(k, window, after);
          const ids = rows.map((r) => r.id);
          const [balances, tags] = await Promise.all([balancesOf(k, ids), tagsOf(k, ids)]);
          const byUser = new Map<number, Map<string, number>>();
          for (const b of balances) {
            const own = byUser.get(Number(b.user_id)) ?? new Map<string, number>();
            own.set(b.currency, Number(b.balance));
            byUser.set(Number(b.user_id), own);
          }
          return rows.map((r) => ({ ...r, balances: byUser.get(r.id) ?? new Map(), tags: tags.get(r.id) ?? [] }));
        },
        progress,
      ),
    };
  }

  async topups(caller: Caller | null, query: Q<typeof topupsExportQuerySchema>, locale: Locale, progress?: Progress): Promise<XlsxFile> {
    if (caller) await this.#finance.recordExport(caller, 'exportTopups', { ...query, format: 'xlsx' });
    const x = exportTexts(locale);
    const h = x.topups;
    const tz = this.#zone();
    type R = Row<typeof topupsBatch>;
    const columns: XlsxColumn<R>[] = [
      { header: h.id, kind: 'text', width: 12, value: (r) => String(r.id) },
      { header: h.createdAt, kind: 'time', value: (r) => localTime(r.created_at, tz) },
      { header: h.memberNo, kind: 'text', value: (r) => r.member_no },
      { header: h.nickname, kind: 'text', value: (r) => r.nickname },
      { header: h.amount, kind: 'money', value: (r) => formatAmount(r.amount) },
      { header: h.channel, kind: 'text', value: (r) => r.channel_name },
      { header: h.status, kind: 'text', value: (r) => label(x.topupStatus, r.status) },
      { header: h.reason, kind: 'text', width: 30, value: (r) => r.reason },
      { header: h.decidedAt, kind: 'time', value: (r) => localTime(r.decided_at, tz) },
    ];
    const window = this.#finance.exportWindow(query);
    return {
      fileName: fileName('topups', query),
      stream: xlsxStream(
        x.sheets.topups,
        columns,
        (after) => topupsBatch(this.#db.kysely, { ...window, status: query.status }, after),
        progress,
      ),
    };
  }

  async withdrawals(
    caller: Caller | null,
    query: Q<typeof withdrawalsExportQuerySchema>,
    locale: Locale,
    progress?: Progress,
  ): Promise<XlsxFile> {
    if (caller) await this.#finance.recordExport(caller, 'exportWithdrawals', { ...query, format: 'xlsx' });
    const x = exportTexts(locale);
    const h = x.withdrawals;
    const tz = this.#zone();
    type R = Row<typeof withdrawalsBatch>;
    const destination = (r: R) => {
      const detail = JSON.parse(r.destination_detail) as {
        bankName?: string;
        cardNumber?: string;
        holder?: string;
        network?: string;
        address?: string;
      };
      return r.destination_type === 'bank'
        ? `${detail.bankName ?? ''} ${maskCardNumber(detail.cardNumber ?? '')} ${detail.holder ?? ''}`.trim()
        : `${detail.network ?? ''} ${detail.address ?? ''}`.trim();
    };
    const columns: XlsxColumn<R>[] = [
      { header: h.id, kind: 'text', width: 12, value: (r) => String(r.id) },
      { header: h.createdAt, kind: 'time', value: (r) => localTime(r.created_at, tz) },
      { header: h.memberNo, kind: 'text', value: (r) => r.member_no },
      { header: h.nickname, kind: 'text', value: (r) => r.nickname },
      { header: h.currency, kind: 'text', width: 8, value: (r) => r.currency },
      { header: h.amount, kind: 'money', value: (r) => formatAmount(r.amount) },
      { header: h.fee, kind: 'money', value: (r) => formatAmount(r.fee) },
      { header: h.toFB, kind: 'money', value: (r) => formatAmount(r.to_fb) },
      { header: h.toU, kind: 'money', value: (r) => formatAmount(r.to_u) },
      { header: h.status, kind: 'text', value: (r) => label(x.withdrawalStatus, r.status) },
      {
        header: h.destinationType,
        kind: 'text',
        value: (r) => label(x.destinationType, r.destination_type),
      },
      { header: h.destination, kind: 'text', width: 36, value: destination },
      { header: h.reason, kind: 'text', width: 30, value: (r) => r.reason },
      { header: h.decidedAt, kind: 'time', value: (r) => localTime(r.decided_at, tz) },
      { header: h.paidAt, kind: 'time', value: (r) => localTime(r.paid_at, tz) },
    ];
    const window = this.#finance.exportWindow(query);
    return {
      fileName: fileName('withdrawals', query),
      stream: xlsxStream(
        x.sheets.withdrawals,
        columns,
        (after) => withdrawalsBatch(this.#db.kysely, { ...window, status: query.status }, after),
        progress,
      ),
    };
  }

  async entries(caller: Caller | null, query: Q<typeof entriesExportQuerySchema>, locale: Locale, progress?: Progress): Promise<XlsxFile> {
    if (caller) await this.#finance.recordExport(caller, 'exportEntries', { ...query, format: 'xlsx' });
    const x = exportTexts(locale);
    const h = x.entries;
    const tz = this.#zone();
    type R = Row<typeof entriesBatch>;
    const columns: XlsxColumn<R>[] = [
      { header: h.id, kind: 'text', width: 12, value: (r) => String(r.id) },
      { header: h.time, kind: 'time', value: (r) => localTime(r.created_at, tz) },
      { header: h.transactionId, kind: 'text', width: 12, value: (r) => String(r.transaction_id) },
      { header: h.transactionType, kind: 'text', value: (r) => r.type },
      {
        header: h.account,
        kind: 'text',
        value: (r) => (r.member_no ? x.account.member : interpolate(x.account.platform, { code: r.code ?? '' })),
      },
      { header: h.memberNo, kind: 'text', value: (r) => r.member_no },
      { header: h.nickname, kind: 'text', value: (r) => r.nickname },
      { header: h.currency, kind: 'text', width: 8, value: (r) => r.currency },
      { header: h.amount, kind: 'money', value: (r) => formatAmount(r.amount) },
      { header: h.balanceAfter, kind: 'money', value: (r) => formatAmount(r.balance_after) },
      { header: h.logType, kind: 'text', value: (r) => r.log_type },
      { header: h.ref, kind: 'text', value: (r) => (r.ref_type ? `${r.ref_type}:${r.ref_id ?? ''}` : '') },
      { header: h.memo, kind: 'text', width: 30, value: (r) => r.memo },
    ];
    const window = this.#finance.exportWindow(query);
    return {
      fileName: fileName('entries', query),
      stream: xlsxStream(
        x.sheets.entries,
        columns,
        (after) => entriesBatch(this.#db.kysely, { ...window, currency: query.currency }, after),
        progress,
      ),
    };
  }
}

function goodsName(snapshot: string, locale: Locale): string {
  const goods = JSON.parse(snapshot) as { name?: LocalizedText };
  return goods.name ? localized(goods.name, locale) : '';
}

/** `uu-orders_2026-11-01_2026-11-30.xlsx`: what and which days. */
function fileName(kind: string, range: { from: string; to: string }): string {
  return `uu-${kind}_${range.from}_${range.to}.xlsx`;
}
