import type { Updateable } from 'kysely';
import type { Locale } from '@uu/contract/locales';
import { OrderStatus, type Order, type OrderDetail } from '@uu/contract/orders';
import { canApply, fromStates, ORDER_RULES, writeOffRemaining, writeOffStep, type OrderAction } from '@uu/domain/order-states';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { orderEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { StoreCodesService } from '../store-codes/store-codes.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { OrderRow, OrdersTable } from './mall.table';
import { toOrder, withTimeline } from './order-view';
import {
  findOrder,
  findOrderByWriteOffCode,
  insertTracking,
  insertWriteOff,
  moveDelivered,
  moveOrder,
  storeIsOpen,
  writeOffPieces,
} from './orders.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Store codes a member may type wrong: per order and per member, in 15 minutes (docs/decisions.md). */
const WRITE_OFF_TRIES_PER_ORDER = 5;
const WRITE_OFF_TRIES_PER_MEMBER = 10;
const WRITE_OFF_WINDOW_MS = 15 * MINUTE;

/** The state an action of the machine moves an order to. */
function targetOf(action: OrderAction): number {
  const to = ORDER_RULES[action].to;
  if (typeof to !== 'number') throw new Error(`${action} is no move to one state`);
  return to;
}

/** The moves a member hears of (issue 21); the member's own confirm and write-off, and a hand-over in their presence, need no message. */
const MESSAGE_OF: Partial<Record<OrderAction, 'orderShipped' | 'orderInstalled'>> = { ship: 'orderShipped', installed: 'orderInstalled' };

/**
 * Getting paid orders to the member: the operators ship (1 → 3), hand over (2 → 6), redeem the member's
 * write-off code (4 → 6) and mark installed (5 → 6), and add carrier notes; the member confirms receipt
 * (3 → 6, or the sweep after the confirm period) or enters the store's write-off code (4 → 6).
 */
export class OrderFulfilmentService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #throttle: ThrottleService;
  readonly #storeCodes: StoreCodesService;
  readonly #messages: MessagesService;
  /** The operator's confirm period, read at each use. */
  readonly #confirmAfterDays: () => number;

  constructor(deps: {
    db: Db;
    clock: Clock;
    throttle: ThrottleService;
    storeCodes: StoreCodesService;
    confirmAfterDays: () => number;
    messages: MessagesService;
  }) {
    this.#messages = deps.messages;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#throttle = deps.throttle;
    this.#storeCodes = deps.storeCodes;
    this.#confirmAfterDays = deps.confirmAfterDays;
  }

  // ---- the member ----

  async confirm(order: OrderRow, locale: Locale): Promise<Order> {
    return this.#move(order, 'confirm', { done_at: this.#clock.now() }, locale);
  }

  /**
   * The member redeems their own write-off order with the store's rotating code (store-codes). Each
   * try is counted per order and per member before the code is looked at, so a burst cannot guess
   * past the limit.
   */
  async selfWriteOff(userId: number, order: OrderRow, code: string, locale: Locale, quantity?: number): Promise<Order> {
    if (!canApply({ status: order.status }, 'writeoff')) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    // A disabled store is not offered to members, its code included; the clerk can still redeem the order's own code.
    if (order.store_id === null || !(await storeIsOpen(this.#db.kysely, order.store_id))) throw new AppError('STORE_DISABLED');
    for (const [key, limit] of [
      [`writeoff:order:${order.id}`, WRITE_OFF_TRIES_PER_ORDER],
      [`writeoff:user:${userId}`, WRITE_OFF_TRIES_PER_MEMBER],
    ] as const) {
      const state = await this.#throttle.consume(key, limit, WRITE_OFF_WINDOW_MS);
      if (!state.allowed) {
        throw new AppError('WRITE_OFF_THROTTLED', { params: { minutes: Math.max(1, Math.ceil(state.retryAfterMs / MINUTE)) } });
      }
    }
    if (!(await this.#storeCodes.matches(order.store_id, code))) throw new AppError('WRITE_OFF_CODE_WRONG');
    // A right code is no wrong try: the member's count is only of wrong ones.
    await this.#throttle.giveBack(`writeoff:user:${userId}`);
    return this.#writeOff(order, quantity, { admin_id: null, user_id: userId }, locale);
  }

  // ---- operators ----

  async ship(id: number, logistics: { company: string; number: string }, locale: Locale): Promise<Order> {
    const order = await this.#byId(id);
    if (order.delivery_type !== 'express') throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    const set = { logistics_company: logistics.company, logistics_number: logistics.number, delivered_at: this.#clock.now() };
    return this.#move(order, 'ship', set, locale);
  }

  /**
   * Corrects the carrier or tracking number of a shipped express order while it is on its way (a typo at
   * shipping); once received, done or refunded it stays as it was. The audit log keeps the old values.
   */
  async editLogistics(id: number, logistics: { company: string; number: string }, locale: Locale): Promise<Order> {
    const order = await this.#byId(id);
    if (order.delivery_type !== 'express') throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    const set = { logistics_company: logistics.company, logistics_number: logistics.number };
    const row = await moveOrder(this.#db.kysely, order.id, [OrderStatus.waitingReceipt], set);
    if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    return toOrder(this.#db.kysely, row, locale);
  }

  /** `storeId`: a clerk's store; the clerk may hand over only that store's orders. */
  async handOver(id: number, locale: Locale, storeId: number | null = null): Promise<Order> {
    const now = this.#clock.now();
    const order = await this.#byId(id);
    if (storeId !== null && order.store_id !== storeId) throw new AppError('STORE_FORBIDDEN');
    return this.#move(order, 'handOver', { delivered_at: now, done_at: now }, locale);
  }

  /**
   * Redeems by the member's code, every piece still to be handed over or `quantity` of them (partial
   * write-off): the order stays pending until all are. Once done, a repeat (or an unknown code) changes
   * nothing and says so. `storeId`: a clerk's store; another store's code is refused. `adminId`: who, for
   * the write-off's record (null: an integration's key).
   */
  async redeem(
    code: string,
    locale: Locale,
    storeId: number | null = null,
    by: { quantity?: number; adminId?: number | null } = {},
  ): Promise<Order> {
    const order = await findOrderByWriteOffCode(this.#db.kysely, code);
    if (!order) throw new AppError('WRITE_OFF_CODE_WRONG');
    if (storeId !== null && order.store_id !== storeId) throw new AppError('STORE_FORBIDDEN');
    return this.#writeOff(order, by.quantity, { admin_id: by.adminId ?? null, user_id: null }, locale);
  }

  /**
   * Writes off `quantity` pieces (all that remain when left out) with one conditional update that never
   * passes the order's quantity, and records who, when and how many, in one transaction; the last piece
   * makes the order done (its referral reward then waits out the after-sales window: RewardsService.releaseDue).
   */
  async #writeOff(
    order: OrderRow,
    quantity: number | undefined,
    who: { admin_id: number | null; user_id: number | null },
    locale: Locale,
  ): Promise<Order> {
    const facts = { status: order.status, quantity: order.quantity, writtenOff: order.written_off };
    if (!canApply(facts, 'redeem')) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    const count = quantity ?? writeOffRemaining(facts);
    if (writeOffStep(facts, count) === null) throw new AppError('WRITE_OFF_TOO_MANY', { params: { remaining: writeOffRemaining(facts) } });
    const now = this.#clock.now();
    const row = await this.#db.transaction(async (trx) => {
      const moved = await writeOffPieces(trx, order.id, { pending: OrderStatus.pendingWriteOff, done: OrderStatus.done }, count, now);
      if (!moved) {
        // Another write-off (or a refund) came first: say what is left, or that nothing can be taken now.
        const current = await findOrder(trx, order.id);
        const left = current
          ? writeOffRemaining({ status: current.status, quantity: current.quantity, writtenOff: current.written_off })
          : 0;
        throw left > 0 ? new AppError('WRITE_OFF_TOO_MANY', { params: { remaining: left } }) : new AppError('ORDER_ACTION_NOT_ALLOWED');
      }
      await insertWriteOff(trx, { order_id: moved.id, quantity: count, ...who, created_at: now });
      return moved;
    });
    return toOrder(this.#db.kysely, row, locale);
  }

  async installed(id: number, locale: Locale): Promise<Order> {
    const now = this.#clock.now();
    return this.#move(await this.#byId(id), 'installed', { delivered_at: now, done_at: now }, locale);
  }

  /** A carrier's tracking note on a shipped (or received) express order. */
  async track(id: number, input: { text: string; at?: string }, locale: Locale): Promise<OrderDetail> {
    const order = await this.#byId(id);
    if (order.delivery_type !== 'express' || order.delivered_at === null || order.status === OrderStatus.refunded) {
      throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    }
    const now = this.#clock.now();
    const at = input.at ? Date.parse(input.at) : now;
    await insertTracking(this.#db.kysely, { order_id: order.id, at, text: input.text, created_at: now });
    return withTimeline(this.#db.kysely, order, locale);
  }

  // ---- the sweep ----

  /** Shipped orders confirm themselves after the confirm period; answers how many did. */
  async confirmExpired(): Promise<number> {
    const now = this.#clock.now();
    const deliveredBy = now - this.#confirmAfterDays() * DAY;
    const to = targetOf('autoConfirm');
    // The moves and their messages in one transaction: a member hears of each order confirmed, once.
    const confirmed = await this.#db.transaction(async (trx) => {
      const rows = await moveDelivered(trx, fromStates('autoConfirm'), to, deliveredBy, { done_at: now });
      for (const row of rows) await this.#messages.notify(trx, row.user_id, orderEvent(row, 'orderAutoConfirmed'));
      return rows.length;
    });
    return confirmed;
  }

  /** One move of the state machine: a conditional update on the states `action` leaves. */
  async #move(order: OrderRow, action: OrderAction, extra: Updateable<OrdersTable>, locale: Locale): Promise<Order> {
    const to = targetOf(action);
    const row = await this.#db.transaction(async (trx) => {
      const moved = await moveOrder(trx, order.id, fromStates(action), { status: to, ...extra });
      // Done: the referrer's reward stays pending until the after-sales window has passed (issue 24, the rewards job).
      const template = moved ? MESSAGE_OF[action] : undefined;
      if (moved && template) {
        const extra: Record<string, string> =
          template === 'orderShipped' ? { carrier: moved.logistics_company ?? '', trackingNo: moved.logistics_number ?? '' } : {};
        await this.#messages.notify(trx, moved.user_id, orderEvent(moved, template, extra));
      }
      return moved;
    });
    if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    return toOrder(this.#db.kysely, row, locale);
  }

  async #byId(id: number): Promise<OrderRow> {
    const row = await findOrder(this.#db.kysely, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }
}
