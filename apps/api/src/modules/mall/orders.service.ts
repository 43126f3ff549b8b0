import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import type { CreateFlowPlanResult } from '@uu/contract/packages';
import {
  OrderStatus,
  type Order,
  type OrderDetail,
  type listOrdersBodySchema,
  type submitOrderBodySchema,
  type updateOrderBodySchema,
} from '@uu/contract/orders';
import { fromStates } from '@uu/domain/order-states';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AccountsService } from '../accounts/accounts.service';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { AddressesService } from '../addresses/addresses.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { FilesService } from '../files/files.service';
import type { PackagesService } from '../packages/packages.service';
import type { MessagesService } from '../messages/messages.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { StoreCodesService } from '../store-codes/store-codes.service';
import type { RewardsService } from '../team/rewards.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { IdempotencyService } from '../wallet/idempotency';
import type { LedgerService } from '../wallet/ledger';
import type { CallKey } from '../wallet/wallet.service';
import type { OrderRow } from './mall.table';
import { OrderCancelService } from './order-cancel.service';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderPaymentService } from './order-payment.service';
import { OrderPlacementService } from './order-placement.service';
import { OrderRefundService } from './order-refund.service';
import { toOrder, withTimeline } from './order-view';
import { findMemberOrder, findOrder, findStores, hideOrder, listMemberOrders } from './orders.repository';
import { linesOf } from './skus.repository';

type SubmitInput = z.output<typeof submitOrderBodySchema>;
type ListInput = z.output<typeof listOrdersBodySchema>;
type UpdateInput = z.output<typeof updateOrderBodySchema>;

/** spec §4's tabs and the states each shows. */
const TAB_STATES: Record<string, number[] | null> = {
  all: null,
  writeoff: [OrderStatus.pendingWriteOff],
  delivery: [OrderStatus.waitingDelivery, OrderStatus.waitingPickup],
  receipt: [OrderStatus.waitingReceipt],
  done: [OrderStatus.done],
  canceled: [OrderStatus.canceled],
  installation: [OrderStatus.pendingInstallation],
};

/**
 * Orders (product.md "Mall, orders and coupons"): the member's and the operators' calls, each action
 * done by the service of its part of the order's life (placing, paying, canceling, fulfilling,
 * refunding), whose moves are those of the one order state machine (@uu/domain/order-states). This
 * service reads orders and hands each action on.
 */
export class OrdersService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #placement: OrderPlacementService;
  /** Placing orders, for the cart's checkout too. */
  get placement(): OrderPlacementService {
    return this.#placement;
  }
  readonly #payment: OrderPaymentService;
  readonly #cancel: OrderCancelService;
  readonly #fulfilment: OrderFulfilmentService;
  readonly #refund: OrderRefundService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    idempotency: IdempotencyService;
    guard: PaidActionGuard;
    accounts: AccountsService;
    addresses: AddressesService;
    files: FilesService;
    coupons: CouponsService;
    packages: PackagesService;
    /** Team performance and referral rewards (issue 8), told of payment, completion and refund. */
    rewards: RewardsService;
    throttle: ThrottleService;
    storeCodes: StoreCodesService;
    /** The message centre: each change a member should hear of is written in its transaction (issue 21). */
    messages: MessagesService;
    /** The platform day's time zone, read at each use (the operator may change it). */
    timeZone: () => string;
    /** The operator's order windows, read at each use (platform settings, else the server's config). */
    payWithinMinutes: () => number;
    confirmAfterDays: () => number;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#payment = new OrderPaymentService(deps);
    this.#placement = new OrderPlacementService({ ...deps, payment: this.#payment });
    this.#cancel = new OrderCancelService(deps);
    this.#fulfilment = new OrderFulfilmentService(deps);
    this.#refund = new OrderRefundService(deps);
  }

  // ---- the member ----

  submit(auth: AuthContext, input: SubmitInput, call: CallKey, locale: Locale): Promise<Order> {
    return this.#placement.submit(auth, input, call, locale);
  }

  /** createFlowPlan: a package bought paid and done in one step. */
  buyPlan(
    auth: AuthContext,
    input: { goodsId: number; payPassword: string; useFb: boolean },
    call: CallKey,
    locale: Locale,
  ): Promise<CreateFlowPlanResult> {
    return this.#placement.buyPlan(auth, input, call, locale);
  }

  /** One of the member's orders, with its timeline. */
  async detail(auth: AuthContext, id: number, locale: Locale): Promise<OrderDetail> {
    return withTimeline(this.#db.kysely, await this.#own(auth.user.id, id), locale);
  }

  /** Any order by id, with the same timeline: for the back office, whose service checks access first. */
  async detailById(id: number, locale: Locale): Promise<OrderDetail> {
    return withTimeline(this.#db.kysely, await this.#byId(id), locale);
  }

  async list(auth: AuthContext, input: ListInput, locale: Locale) {
    const filter = { userId: auth.user.id, installation: input.list === 'installation', states: TAB_STATES[input.tab] ?? null };
    const { rows, total } = await listMemberOrders(this.#db.kysely, filter, input.page, input.size);
    // The page's stores in one query, not one per order.
    const stores = await findStores(this.#db.kysely, [...new Set(rows.map((r) => r.store_id).filter((id): id is number => id !== null))]);
    const storesById = new Map(stores.map((s) => [s.id, s]));
    const linesById = await linesOf(
      this.#db.kysely,
      rows.map((r) => r.id),
    );
    return {
      list: await Promise.all(rows.map((r) => toOrder(this.#db.kysely, r, locale, { storesById, linesById }))),
      total,
      page: input.page,
      size: input.size,
    };
  }

  /** The member's actions (updatePlanHistory). */
  async update(auth: AuthContext, input: UpdateInput, call: CallKey, locale: Locale): Promise<Order> {
    const userId = auth.user.id;
    const order = await this.#own(userId, input.id);
    switch (input.action) {
      case 'cancel':
        return this.#cancel.cancel(order, locale);
      case 'confirm':
        return this.#fulfilment.confirm(order, locale);
      case 'delete': {
        const row = await hideOrder(this.#db.kysely, order.id, fromStates('delete'), this.#clock.now());
        if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        return toOrder(this.#db.kysely, row, locale);
      }
      case 'writeoff':
        return this.#fulfilment.selfWriteOff(userId, order, input.code, locale, input.quantity);
      case 'pay':
        return this.#payment.pay(auth, order, input, call, locale);
    }
  }

  // ---- operator calls ----

  ship(id: number, logistics: { company: string; number: string }, locale: Locale): Promise<Order> {
    return this.#fulfilment.ship(id, logistics, locale);
  }

  editLogistics(id: number, logistics: { company: string; number: string }, locale: Locale): Promise<Order> {
    return this.#fulfilment.editLogistics(id, logistics, locale);
  }

  /** `storeId`: a clerk's store; the clerk may hand over only that store's orders. */
  handOver(id: number, locale: Locale, storeId: number | null = null): Promise<Order> {
    return this.#fulfilment.handOver(id, locale, storeId);
  }

  /**
   * Redeems by the member's code: every piece left, or `quantity` of them (partial write-off). `storeId`: a clerk's
   * store; another store's code is refused.
   */
  redeem(
    code: string,
    locale: Locale,
    storeId: number | null = null,
    by: { quantity?: number; adminId?: number | null } = {},
  ): Promise<Order> {
    return this.#fulfilment.redeem(code, locale, storeId, by);
  }

  installed(id: number, locale: Locale): Promise<Order> {
    return this.#fulfilment.installed(id, locale);
  }

  /** A carrier's tracking note on a shipped (or received) express order. */
  track(id: number, input: { text: string; at?: string }, locale: Locale): Promise<OrderDetail> {
    return this.#fulfilment.track(id, input, locale);
  }

  refund(id: number, input: { reason: string; goodsLost?: boolean; adminId?: number | null }, locale: Locale): Promise<Order> {
    return this.#refund.refund(id, input, locale);
  }

  /**
   * Housekeeping, every minute: unpaid orders past their time cancel themselves (stock back), and
   * shipped orders confirm themselves after the confirm period. Answers how many of each moved.
   */
  async sweep(): Promise<{ canceled: number; confirmed: number }> {
    const canceled = await this.#cancel.cancelExpired();
    const confirmed = await this.#fulfilment.confirmExpired();
    return { canceled, confirmed };
  }

  async #own(userId: number, id: number): Promise<OrderRow> {
    const row = await findMemberOrder(this.#db.kysely, userId, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  async #byId(id: number): Promise<OrderRow> {
    const row = await findOrder(this.#db.kysely, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }
}
