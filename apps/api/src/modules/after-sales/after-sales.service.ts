import type { z } from 'zod';
import type {
  AdminAfterSale,
  AfterSale,
  AfterSaleState,
  adminAfterSalesQuerySchema,
  applyAfterSaleBodySchema,
  receiveAfterSaleBodySchema,
} from '@uu/contract/after-sales';
import { AFTER_SALE_STATES } from '@uu/contract/after-sales';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { OrderStatus } from '@uu/contract/orders';
import {
  AFTER_SALE_ORDER_STATES,
  afterSaleDeadline,
  afterSaleFrom,
  afterSaleNext,
  canRequestAfterSale,
  DEFAULT_AFTER_SALES_DAYS,
  type AfterSaleAction,
} from '@uu/domain/after-sales';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { localized } from '../../lib/localized';
import { clerkStore, type AdminContext } from '../admin/admin-auth.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { FilesService } from '../files/files.service';
import { findMemberOrder, insertRefund, moveOrder } from '../mall/orders.repository';
import { afterSaleEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { RewardsService } from '../team/rewards.service';
import type { LedgerService } from '../wallet/ledger';
import {
  afterSaleOfOrder,
  countAfterSalesByState,
  findAfterSale,
  findMemberAfterSale,
  insertAfterSale,
  listAfterSales,
  listMemberAfterSales,
  moveAfterSale,
  type AfterSaleViewRow,
} from './after-sales.repository';
import type { AfterSaleRow, AfterSaleUpdate } from './after-sales.table';

type ApplyInput = z.output<typeof applyAfterSaleBodySchema>;
type AdminQuery = z.output<typeof adminAfterSalesQuerySchema>;
type ReceiveInput = z.output<typeof receiveAfterSaleBodySchema>;

/**
 * After-sales (issue 22): the member's request on a done order within the operator's window, the operator's
 * decision, the parcel back and its receipt. Each step is one conditional update on the state it leaves
 * (@uu/domain/after-sales), with the member's message in the same transaction; a refund moves the order to
 * refunded (from done only) and gives the UU, FB and coupon back and voids a pending referral reward, as the
 * console's refund does, so two confirmations of the same parcel refund once.
 */
export class AfterSalesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #coupons: CouponsService;
  readonly #rewards: RewardsService;
  readonly #messages: MessagesService;
  readonly #files: FilesService;
  readonly #platform: PlatformService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    coupons: CouponsService;
    rewards: RewardsService;
    messages: MessagesService;
    files: FilesService;
    platform: PlatformService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#coupons = deps.coupons;
    this.#rewards = deps.rewards;
    this.#messages = deps.messages;
    this.#files = deps.files;
    this.#platform = deps.platform;
  }

  /** The operator's window: days after completion (platform settings, else the default). */
  async windowDays(): Promise<number> {
    return (await this.#platform.get('afterSalesDays')) ?? DEFAULT_AFTER_SALES_DAYS;
  }

  // ---- the member ----

  async apply(auth: AuthContext, input: ApplyInput, locale: Locale): Promise<AfterSale> {
    const userId = auth.user.id;
    const order = await findMemberOrder(this.#db.kysely, userId, input.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const days = await this.windowDays();
    const now = this.#clock.now();
    if (await afterSaleOfOrder(this.#db.kysely, order.id)) throw new AppError('AFTER_SALE_EXISTS');
    const facts = { status: order.status, deliveryType: order.delivery_type, doneAt: order.done_at };
    if (!canRequestAfterSale(facts, days, now)) throw new AppError('AFTER_SALE_NOT_ALLOWED', { params: { days } });
    const photos = [...new Set(input.photos)];
    for (const photo of photos) {
      if (!(await this.#files.isOwnUpload(userId, photo))) throw new AppError('AFTER_SALE_PHOTO_NOT_FOUND');
    }
    const id = await this.#db.transaction(async (trx) => {
      const inserted = await insertAfterSale(trx, {
        order_id: order.id,
        user_id: userId,
        type: input.type,
        state: 'requested',
        reason: input.reason,
        description: input.description,
        photos: JSON.stringify(photos),
        created_at: now,
        updated_at: now,
      });
      if (inserted === undefined) throw new AppError('AFTER_SALE_EXISTS');
      await this.#messages.notify(trx, userId, afterSaleEvent(order, 'orderAfterSaleRequested'));
      return inserted;
    });
    return this.#view(await this.#memberRow(userId, id), locale);
  }

  async list(auth: AuthContext, query: { page: number; size: number }, locale: Locale) {
    const { rows, total } = await listMemberAfterSales(this.#db.kysely, auth.user.id, query.page, query.size);
    return { list: rows.map((r) => this.#view(r, locale)), total, page: query.page, size: query.size };
  }

  async detail(auth: AuthContext, id: number, locale: Locale): Promise<AfterSale> {
    return this.#view(await this.#memberRow(auth.user.id, id), locale);
  }

  /** The order's request and until when one may be made: for the member's order detail. */
  async ofOrder(order: { id: number; status: number; deliveryType: string; doneAt: string | null }) {
    const request = await afterSaleOfOrder(this.#db.kysely, order.id);
    const deadline = afterSaleDeadline(
      { status: order.status, deliveryType: order.deliveryType as never, doneAt: order.doneAt === null ? null : Date.parse(order.doneAt) },
      await this.windowDays(),
    );
    const open = deadline !== null && !request && this.#clock.now() <= deadline;
    return {
      afterSale: request ? { id: Number(request.id), type: request.type, state: request.state } : null,
      afterSaleUntil: open ? toIso(deadline) : null,
    };
  }

  /** The member's parcel back: carrier and tracking number (approved returns and exchanges). */
  async ship(auth: AuthContext, input: { id: number; company: string; number: string }, locale: Locale): Promise<AfterSale> {
    const row = await this.#memberRow(auth.user.id, input.id);
    const now = this.#clock.now();
    await this.#step(row, 'ship', { return_company: input.company, return_number: input.number, returned_at: now }, async (trx) => {
      await this.#messages.notify(
        trx,
        row.user_id,
        afterSaleEvent({ id: row.order_id, order_no: row.order_no }, 'orderAfterSaleReturned', {
          carrier: input.company,
          trackingNo: input.number,
        }),
      );
    });
    return this.#view(await this.#memberRow(auth.user.id, input.id), locale);
  }

  // ---- the console ----

  async adminList(admin: AdminContext, query: AdminQuery, locale: Locale) {
    this.#noClerk(admin);
    const filter = { ...(query.state ? { state: query.state } : {}), ...(query.q ? { q: query.q } : {}) };
    const [{ rows, total }, counts] = await Promise.all([
      listAfterSales(this.#db.kysely, filter, query.page, query.size),
      countAfterSalesByState(this.#db.kysely),
    ]);
    const perState = Object.fromEntries(AFTER_SALE_STATES.map((state) => [state, counts[state] ?? 0])) as Record<AfterSaleState, number>;
    return { list: rows.map((r) => this.#adminView(r, locale)), total, page: query.page, size: query.size, counts: perState };
  }

  async adminDetail(admin: AdminContext, id: number, locale: Locale): Promise<AdminAfterSale> {
    this.#noClerk(admin);
    return this.#adminView(await this.#row(id), locale);
  }

  /** Approves: a return or exchange with the address the goods go back to; a refund only is refunded at once. */
  async approve(admin: AdminContext, id: number, input: { returnAddress?: string | undefined }, locale: Locale): Promise<AdminAfterSale> {
    this.#noClerk(admin);
    const row = await this.#row(id);
    const now = this.#clock.now();
    const adminId = admin.id ?? null;
    const order = { id: row.order_id, order_no: row.order_no };
    if (row.type === 'refund') {
      await this.#step(row, 'approve', { decided_at: now, closed_at: now, admin_id: adminId }, (trx, moved) =>
        this.#refund(trx, moved, row),
      );
    } else {
      const address = input.returnAddress?.trim();
      if (!address) throw new AppError('AFTER_SALE_DETAILS_REQUIRED');
      await this.#step(row, 'approve', { decided_at: now, return_address: address, admin_id: adminId }, async (trx) => {
        await this.#messages.notify(trx, row.user_id, afterSaleEvent(order, 'orderAfterSaleApproved', { address }));
      });
    }
    return this.#adminView(await this.#row(id), locale);
  }

  async refuse(admin: AdminContext, id: number, input: { reason: string }, locale: Locale): Promise<AdminAfterSale> {
    this.#noClerk(admin);
    const row = await this.#row(id);
    const now = this.#clock.now();
    await this.#step(row, 'refuse', { decided_at: now, refusal: input.reason, admin_id: admin.id ?? null }, async (trx) => {
      await this.#messages.notify(
        trx,
        row.user_id,
        afterSaleEvent({ id: row.order_id, order_no: row.order_no }, 'orderAfterSaleRefused', { reason: input.reason }),
      );
    });
    return this.#adminView(await this.#row(id), locale);
  }

  /** Receipt of the parcel back: a return is refunded; an exchange ships its replacement (no money moves). */
  async receive(admin: AdminContext, id: number, input: ReceiveInput, locale: Locale): Promise<AdminAfterSale> {
    this.#noClerk(admin);
    const row = await this.#row(id);
    const now = this.#clock.now();
    const adminId = admin.id ?? null;
    if (row.type === 'exchange') {
      const replacement = input.replacement;
      if (!replacement) throw new AppError('AFTER_SALE_DETAILS_REQUIRED');
      const set = { closed_at: now, replacement_company: replacement.company, replacement_number: replacement.number, admin_id: adminId };
      await this.#step(row, 'receive', set, async (trx) => {
        await this.#messages.notify(
          trx,
          row.user_id,
          afterSaleEvent({ id: row.order_id, order_no: row.order_no }, 'orderAfterSaleExchanged', {
            carrier: replacement.company,
            trackingNo: replacement.number,
          }),
        );
      });
    } else {
      await this.#step(row, 'receive', { closed_at: now, admin_id: adminId }, (trx, moved) => this.#refund(trx, moved, row));
    }
    return this.#adminView(await this.#row(id), locale);
  }

  // ---- the steps ----

  /**
   * One move of the machine in one transaction: the conditional update on the state the action leaves (a repeat,
   * or another operator first, answers AFTER_SALE_ACTION_NOT_ALLOWED), then what the move does.
   */
  async #step(
    row: AfterSaleRow,
    action: AfterSaleAction,
    set: AfterSaleUpdate,
    then: (trx: Trx, moved: AfterSaleRow) => Promise<void>,
  ): Promise<void> {
    const to = afterSaleNext(row, action);
    if (to === null) throw new AppError('AFTER_SALE_ACTION_NOT_ALLOWED');
    await this.#db.transaction(async (trx) => {
      const moved = await moveAfterSale(trx, row.id, afterSaleFrom(action), { ...set, state: to, updated_at: this.#clock.now() });
      if (!moved) throw new AppError('AFTER_SALE_ACTION_NOT_ALLOWED');
      await then(trx, moved);
    });
  }

  /**
   * The order refunded (from done only): the payment's ledger transaction reversed, the coupon given back, the
   * purchase out of the team's performance and its referral reward voided if not paid yet; the amounts kept on
   * the request and on the order's refund record (one per order).
   */
  async #refund(trx: Trx, moved: AfterSaleRow, view: AfterSaleViewRow): Promise<void> {
    const now = this.#clock.now();
    const order = await moveOrder(trx, moved.order_id, AFTER_SALE_ORDER_STATES, { status: OrderStatus.refunded, refunded_at: now });
    if (!order) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    const memo = `after-sales ${moved.id}`;
    await insertRefund(trx, {
      order_id: order.id,
      reason: `${memo}: ${view.description}`.slice(0, 200),
      // The goods come back to the operator, who puts them back on sale by hand once checked (decisions.md).
      goods_lost: 1,
      uu: order.paid_uu,
      fb: order.paid_fb,
      admin_id: moved.admin_id,
      created_at: now,
    });
    if (order.paid_uu > 0 || order.paid_fb > 0) {
      await this.#ledger.reverse(trx, { type: 'order', ref: { type: 'order', id: order.id } }, { type: 'refund', logType: 'refund', memo });
    }
    await this.#coupons.releaseFromOrder(trx, order.id);
    await this.#rewards.refunded(trx, {
      type: 'order',
      id: order.id,
      buyerId: order.user_id,
      amount: order.total,
      paidAt: order.paid_at ?? now,
    });
    await trx.updateTable('after_sales').set({ refund_uu: order.paid_uu, refund_fb: order.paid_fb }).where('id', '=', moved.id).execute();
    await this.#messages.notify(
      trx,
      order.user_id,
      afterSaleEvent(order, 'orderAfterSaleRefunded', { uu: formatAmount(order.paid_uu), fb: formatAmount(order.paid_fb) }),
    );
  }

  // ---- reading ----

  async #memberRow(userId: number, id: number): Promise<AfterSaleViewRow> {
    const row = await findMemberAfterSale(this.#db.kysely, userId, id);
    if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
    return row;
  }

  async #row(id: number): Promise<AfterSaleViewRow> {
    const row = await findAfterSale(this.#db.kysely, id);
    if (!row) throw new AppError('AFTER_SALE_NOT_FOUND');
    return row;
  }

  /** A clerk works one store's desk: after-sales is the operators' work (decisions.md). */
  #noClerk(admin: AdminContext): void {
    if (clerkStore(admin) !== null) throw new AppError('ROLE_FORBIDDEN', { status: 403 });
  }

  #view(row: AfterSaleViewRow, locale: Locale): AfterSale {
    const goods = JSON.parse(row.goods_snapshot) as { name: Partial<Record<Locale, string>>; cover: string | null };
    const decided: AfterSaleState = row.state === 'refused' ? 'refused' : row.type === 'refund' ? 'refunded' : 'approved';
    const steps: { state: AfterSaleState; at: number | null }[] = [
      { state: 'requested', at: row.created_at },
      { state: decided, at: row.decided_at },
      { state: 'returned', at: row.returned_at },
      ...(row.type === 'refund'
        ? []
        : [{ state: row.type === 'exchange' ? ('exchanged' as const) : ('refunded' as const), at: row.closed_at }]),
    ];
    return {
      id: Number(row.id),
      orderId: Number(row.order_id),
      orderNo: row.order_no,
      goods: { name: localized(goods.name, locale), cover: goods.cover },
      type: row.type,
      reason: row.reason,
      description: row.description,
      photos: JSON.parse(row.photos) as string[],
      state: row.state,
      returnAddress: row.return_address,
      refusal: row.refusal,
      returnShipment: row.return_company && row.return_number ? { company: row.return_company, number: row.return_number } : null,
      replacement:
        row.replacement_company && row.replacement_number ? { company: row.replacement_company, number: row.replacement_number } : null,
      refund: row.refund_uu === null ? null : { uu: formatAmount(Number(row.refund_uu)), fb: formatAmount(Number(row.refund_fb ?? 0)) },
      createdAt: toIso(row.created_at),
      timeline: steps
        .filter((s): s is { state: AfterSaleState; at: number } => s.at !== null)
        .map((s) => ({ state: s.state, at: toIso(Number(s.at)) })),
    };
  }

  #adminView(row: AfterSaleViewRow, locale: Locale): AdminAfterSale {
    return { ...this.#view(row, locale), member: { id: Number(row.user_id), memberNo: row.member_no, nickname: row.nickname } };
  }
}
