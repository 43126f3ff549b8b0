import { sql } from 'kysely';
import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import type { CreateFlowPlanResult } from '@uu/contract/packages';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import {
  OrderStatus,
  type Order,
  type OrderDetail,
  type listOrdersBodySchema,
  type submitOrderBodySchema,
  type updateOrderBodySchema,
} from '@uu/contract/orders';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, toIso, type Clock } from '../../lib/clock';
import { secureRandomInt } from '../../lib/crypto';
import type { AccountsService } from '../accounts/accounts.service';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { AddressesService } from '../addresses/addresses.service';
import type { FilesService } from '../files/files.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { PackagesService } from '../packages/packages.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { StoreCodesService } from '../store-codes/store-codes.service';
import type { RewardsService } from '../team/rewards.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { IdempotencyService } from '../wallet/idempotency';
import { memberBalances, type LedgerService, type Leg } from '../wallet/ledger';
import type { CallKey } from '../wallet/wallet.service';
import type { OrderRow } from './mall.table';
import { localized, localizedJson } from '../../lib/localized';

type SubmitInput = z.output<typeof submitOrderBodySchema>;
type ListInput = z.output<typeof listOrdersBodySchema>;
type UpdateInput = z.output<typeof updateOrderBodySchema>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Where a paid order goes by its delivery type (product.md). */
const AFTER_PAYMENT: Record<string, number> = {
  express: OrderStatus.waitingDelivery,
  pickup: OrderStatus.waitingPickup,
  writeoff: OrderStatus.pendingWriteOff,
  installation: OrderStatus.pendingInstallation,
  virtual: OrderStatus.done,
};

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

/** Paid, and the goods have not left: the console's refund (waiting delivery or pickup, write-off, installation). */
const REFUNDABLE_STATES = [1, 2, 4, 5];
/** Shipped or done: refunded through after-sales, not the console's refund (decisions.md). */
const AFTER_SALES_STATES: number[] = [OrderStatus.waitingReceipt, OrderStatus.done];

/** Store codes a member may type wrong: per order and per member, in 15 minutes (docs/decisions.md). */
const WRITE_OFF_TRIES_PER_ORDER = 5;
const WRITE_OFF_TRIES_PER_MEMBER = 10;
const WRITE_OFF_WINDOW_MS = 15 * MINUTE;

/**
 * Orders and their state machine (product.md "Mall, orders and coupons"). Every transition is one
 * conditional UPDATE on the state it leaves, so an action the current state does not allow changes
 * nothing and says so, and two actions racing cannot both happen. Stock is taken at submit by a
 * conditional update and given back on cancel; payment and refunds go through the ledger.
 */
export class OrdersService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;
  readonly #accounts: AccountsService;
  readonly #addresses: AddressesService;
  readonly #files: FilesService;
  readonly #coupons: CouponsService;
  readonly #packages: PackagesService;
  readonly #rewards: RewardsService;
  readonly #throttle: ThrottleService;
  readonly #storeCodes: StoreCodesService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;
  /** The operator's order windows, read at each use (platform settings, else the server's config). */
  readonly #payWithinMinutes: () => number;
  readonly #confirmAfterDays: () => number;

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
    timeZone: () => string;
    payWithinMinutes: () => number;
    confirmAfterDays: () => number;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#throttle = deps.throttle;
    this.#storeCodes = deps.storeCodes;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
    this.#accounts = deps.accounts;
    this.#addresses = deps.addresses;
    this.#files = deps.files;
    this.#coupons = deps.coupons;
    this.#packages = deps.packages;
    this.#rewards = deps.rewards;
    this.#timeZone = deps.timeZone;
    this.#payWithinMinutes = deps.payWithinMinutes;
    this.#confirmAfterDays = deps.confirmAfterDays;
  }

  async submit(auth: AuthContext, input: SubmitInput, call: CallKey, locale: Locale): Promise<Order> {
    const userId = auth.user.id;
    const goods = await this.#db.kysely.selectFrom('goods').selectAll().where('id', '=', input.goodsId).where('on_sale', '=', 1).executeTakeFirst();
    if (!goods) throw new AppError('GOODS_NOT_FOUND');
    // What the delivery type needs, checked before anything is taken.
    let addressSnapshot: string | null = null;
    let storeId: number | null = null;
    if (goods.delivery_type === 'express' || goods.delivery_type === 'installation') {
      if (!input.addressId) throw new AppError('DELIVERY_DETAILS_REQUIRED');
      const address = await this.#addresses.own(userId, input.addressId);
      const region = await this.#addresses.regionText(address.region_code, DEFAULT_LOCALE);
      addressSnapshot = JSON.stringify({ consignee: address.consignee, phone: address.phone, region, detail: address.detail });
    }
    if (goods.delivery_type !== 'installation' && (input.installationTime !== undefined || input.installationPicture !== undefined)) {
      // Only an installation is booked for a date at a pictured place; nothing else keeps them.
      throw new AppError('INSTALLATION_FIELDS_NOT_ALLOWED');
    }
    if (goods.delivery_type === 'installation') {
      if (!input.installationTime || !input.installationPicture) throw new AppError('DELIVERY_DETAILS_REQUIRED');
      if (input.installationTime <= platformDay(this.#clock.now(), this.#timeZone())) throw new AppError('INSTALLATION_DATE_NOT_LATER');
      if (!(await this.#files.isOwnUpload(userId, input.installationPicture))) throw new AppError('INSTALLATION_PICTURE_NOT_FOUND');
    }
    if (goods.delivery_type === 'pickup' || goods.delivery_type === 'writeoff') {
      if (!input.storeId) throw new AppError('DELIVERY_DETAILS_REQUIRED');
      const offered = await this.#db.kysely
        .selectFrom('goods_stores')
        .select('store_id')
        .where('goods_id', '=', goods.id)
        .where('store_id', '=', input.storeId)
        .executeTakeFirst();
      if (!offered) throw new AppError('STORE_NOT_FOUND');
      storeId = input.storeId;
    }
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      async () => undefined,
      async (trx) => {
        // Stock is taken by one conditional update: the last five items go to five orders, however many arrive.
        const taken = await trx
          .updateTable('goods')
          .set({ stock: sql<number>`stock - ${input.quantity}`, sold: sql<number>`sold + ${input.quantity}` })
          .where('id', '=', goods.id)
          .where('on_sale', '=', 1)
          .where('stock', '>=', input.quantity)
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) throw new AppError('OUT_OF_STOCK');
        const now = this.#clock.now();
        const row = await trx
          .insertInto('orders')
          .values({
            order_no: orderNumber(now),
            user_id: userId,
            status: OrderStatus.pendingPayment,
            delivery_type: goods.delivery_type,
            goods_id: goods.id,
            goods_snapshot: snapshotOf(goods),
            quantity: input.quantity,
            unit_price: goods.price,
            fb_percent: goods.fb_percent,
            total: goods.price * input.quantity,
            address_snapshot: addressSnapshot,
            store_id: storeId,
            installation_time: input.installationTime ?? null,
            installation_picture: input.installationPicture ?? null,
            remark: input.remark || null,
            created_at: now,
            pay_by: now + this.#payWithinMinutes() * MINUTE,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (input.couponId === undefined) return this.#toOrder(row, locale, trx);
        // The coupon is taken in the same transaction: a refusal puts the stock back too.
        const discount = await this.#coupons.applyToOrder(trx, userId, input.couponId, row.total, row.id);
        const discounted = await trx
          .updateTable('orders')
          .set({ coupon_id: input.couponId, discount, total: row.total - discount })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return this.#toOrder(discounted, locale, trx);
      },
    );
  }

  /** One of the member's orders, with its timeline. */
  async detail(auth: AuthContext, id: number, locale: Locale): Promise<OrderDetail> {
    return this.#withTimeline(await this.#own(auth.user.id, id), locale);
  }

  /** Any order by id, with the same timeline: for the back office, whose service checks access first. */
  async detailById(id: number, locale: Locale): Promise<OrderDetail> {
    return this.#withTimeline(await this.#byId(id), locale);
  }

  async list(auth: AuthContext, input: ListInput, locale: Locale) {
    let base = this.#db.kysely.selectFrom('orders').where('user_id', '=', auth.user.id).where('deleted_at', 'is', null);
    base = input.list === 'installation' ? base.where('delivery_type', '=', 'installation') : base.where('delivery_type', '!=', 'installation');
    const states = TAB_STATES[input.tab];
    if (states) base = base.where('status', 'in', states);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(input.size).offset((input.page - 1) * input.size).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    // The page's stores in one query, not one per order.
    const storeIds = [...new Set(rows.map((r) => r.store_id).filter((id): id is number => id !== null))];
    const stores = storeIds.length
      ? await this.#db.kysely.selectFrom('stores').select(['id', 'name', 'address']).where('id', 'in', storeIds).execute()
      : [];
    const storesById = new Map(stores.map((s) => [s.id, s]));
    return {
      list: await Promise.all(rows.map((r) => this.#toOrder(r, locale, this.#db.kysely, storesById))),
      total: Number(count.n),
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
        return this.#db.transaction(async (trx) => this.#toOrder(await this.#cancel(trx, order), locale, trx));
      case 'confirm':
        return this.#move(order, [OrderStatus.waitingReceipt], OrderStatus.done, { done_at: this.#clock.now() }, locale);
      case 'delete': {
        const row = await this.#db.kysely
          .updateTable('orders')
          .set({ deleted_at: this.#clock.now() })
          .where('id', '=', order.id)
          .where('status', 'in', [OrderStatus.done, OrderStatus.refunded, OrderStatus.canceled])
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        return this.#toOrder(row, locale);
      }
      case 'writeoff':
        return this.#selfWriteOff(userId, order, input.code, locale);
      case 'pay':
        return this.#pay(auth, order, input, call, locale);
    }
  }

  /**
   * The member redeems their own write-off order with the store's rotating code (store-codes). Each
   * try is counted per order and per member before the code is looked at, so a burst cannot guess
   * past the limit.
   */
  async #selfWriteOff(userId: number, order: OrderRow, code: string, locale: Locale): Promise<Order> {
    if (order.status !== OrderStatus.pendingWriteOff) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    for (const [key, limit] of [
      [`writeoff:order:${order.id}`, WRITE_OFF_TRIES_PER_ORDER],
      [`writeoff:user:${userId}`, WRITE_OFF_TRIES_PER_MEMBER],
    ] as const) {
      const state = await this.#throttle.consume(key, limit, WRITE_OFF_WINDOW_MS);
      if (!state.allowed) {
        throw new AppError('WRITE_OFF_THROTTLED', { params: { minutes: Math.max(1, Math.ceil(state.retryAfterMs / MINUTE)) } });
      }
    }
    if (order.store_id === null || !(await this.#storeCodes.matches(order.store_id, code))) throw new AppError('WRITE_OFF_CODE_WRONG');
    // A right code is no wrong try: the member's count is only of wrong ones.
    await this.#throttle.giveBack(`writeoff:user:${userId}`);
    return this.#move(order, [OrderStatus.pendingWriteOff], OrderStatus.done, { done_at: this.#clock.now() }, locale);
  }

  /**
   * Pays an unpaid order with UU (and FB up to the goods' share, when the member wants). The payment
   * password is checked, not activation: paying is how a new account becomes active (product.md).
   */
  async #pay(auth: AuthContext, order: OrderRow, input: Extract<UpdateInput, { action: 'pay' }>, call: CallKey, locale: Locale): Promise<Order> {
    const userId = auth.user.id;
    if (order.status !== OrderStatus.pendingPayment) {
      // A repeat of the same payment answers the first answer through the idempotency key below.
      if (!call.key) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    }
    const result = await this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(userId, input.payPassword),
      async (trx) => {
        const { uu, fb } = await this.#split(trx, userId, order.total, order.fb_percent, input.useFb);
        const now = this.#clock.now();
        const paid = await trx
          .updateTable('orders')
          .set({ status: AFTER_PAYMENT[order.delivery_type] ?? OrderStatus.waitingDelivery, paid_uu: uu, paid_fb: fb, paid_at: now, pay_by: null, ...(order.delivery_type === 'virtual' ? { done_at: now } : {}), ...(order.delivery_type === 'writeoff' ? { writeoff_code: writeOffCode() } : {}) })
          .where('id', '=', order.id)
          .where('status', '=', OrderStatus.pendingPayment)
          .returningAll()
          .executeTakeFirst();
        if (!paid) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        await this.#charge(trx, userId, order.id, uu, fb);
        // A package (virtual goods) starts at once.
        if (paid.delivery_type === 'virtual') await this.#packages.grant(trx, paid, locale);
        await this.#rewards.paid(trx, { type: 'order', id: paid.id, buyerId: userId, amount: paid.total, done: paid.status === OrderStatus.done });
        return this.#toOrder(paid, locale, trx);
      },
    );
    return result;
  }

  /**
   * createFlowPlan: buys a package (a virtual goods with a plan) in one step: the order is created
   * paid and done, the UU (and FB) move through the ledger, and the package starts, all in one
   * transaction behind the payment password and the Idempotency-Key.
   */
  async buyPlan(auth: AuthContext, input: { goodsId: number; payPassword: string; useFb: boolean }, call: CallKey, locale: Locale): Promise<CreateFlowPlanResult> {
    const userId = auth.user.id;
    const goods = await this.#db.kysely
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', input.goodsId)
      .where('on_sale', '=', 1)
      .where('delivery_type', '=', 'virtual')
      .where('plan_spec', 'is not', null)
      .executeTakeFirst();
    if (!goods) throw new AppError('PLAN_NOT_FOUND');
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(userId, input.payPassword),
      async (trx) => {
        const taken = await trx
          .updateTable('goods')
          .set({ stock: sql<number>`stock - 1`, sold: sql<number>`sold + 1` })
          .where('id', '=', goods.id)
          .where('on_sale', '=', 1)
          .where('stock', '>=', 1)
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) throw new AppError('OUT_OF_STOCK');
        const { uu, fb } = await this.#split(trx, userId, goods.price, goods.fb_percent, input.useFb);
        const now = this.#clock.now();
        const order = await trx
          .insertInto('orders')
          .values({
            order_no: orderNumber(now),
            user_id: userId,
            status: OrderStatus.done,
            delivery_type: 'virtual',
            goods_id: goods.id,
            goods_snapshot: snapshotOf(goods),
            quantity: 1,
            unit_price: goods.price,
            fb_percent: goods.fb_percent,
            total: goods.price,
            paid_uu: uu,
            paid_fb: fb,
            created_at: now,
            paid_at: now,
            delivered_at: now,
            done_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.#charge(trx, userId, order.id, uu, fb);
        const started = await this.#packages.grant(trx, order, locale);
        // A package is a paid order too: it counts for the buyer's team (issue 8), done at once.
        await this.#rewards.paid(trx, { type: 'order', id: order.id, buyerId: userId, amount: order.total, done: true });
        return { orderId: order.id, orderNo: order.order_no, paidUU: formatAmount(uu), paidFB: formatAmount(fb), package: started! };
      },
    );
  }

  /** How much of `total` FB pays (up to the goods' share, when the member wants and has it) and UU the rest. */
  async #split(trx: Trx, userId: number, total: number, fbPercent: number, useFb: boolean): Promise<{ uu: number; fb: number }> {
    const balances = await memberBalances(trx, userId);
    const fbCap = Math.floor((total * fbPercent) / 100);
    const fb = useFb ? Math.min(fbCap, balances.FB) : 0;
    return { uu: total - fb, fb };
  }

  /** The payment through the ledger; the first paid purchase activates an inactive account (product.md "Activation"). */
  async #charge(trx: Trx, userId: number, orderId: number, uu: number, fb: number): Promise<void> {
    const legs: Leg[] = [];
    if (uu > 0) legs.push({ owner: { userId }, currency: 'UU', amount: -uu, logType: 'order' }, { owner: { platform: 'mall' }, currency: 'UU', amount: uu, logType: 'order' });
    if (fb > 0) legs.push({ owner: { userId }, currency: 'FB', amount: -fb, logType: 'order' }, { owner: { platform: 'mall' }, currency: 'FB', amount: fb, logType: 'order' });
    await this.#ledger.post(trx, { type: 'order', userId, ref: { type: 'order', id: orderId }, legs, insufficient: 'INSUFFICIENT_UU_TO_PAY' });
    await this.#accounts.activate(userId, trx);
  }

  // ---- operator calls ----

  async ship(id: number, logistics: { company: string; number: string }, locale: Locale): Promise<Order> {
    const order = await this.#byId(id);
    if (order.delivery_type !== 'express') throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    return this.#move(order, [OrderStatus.waitingDelivery], OrderStatus.waitingReceipt, { logistics_company: logistics.company, logistics_number: logistics.number, delivered_at: this.#clock.now() }, locale);
  }

  /** `storeId`: a clerk's store; the clerk may hand over only that store's orders. */
  async handOver(id: number, locale: Locale, storeId: number | null = null): Promise<Order> {
    const now = this.#clock.now();
    const order = await this.#byId(id);
    if (storeId !== null && order.store_id !== storeId) throw new AppError('STORE_FORBIDDEN');
    return this.#move(order, [OrderStatus.waitingPickup], OrderStatus.done, { delivered_at: now, done_at: now }, locale);
  }

  /**
   * Redeems by the member's code, once: a repeat (or an unknown code) changes nothing and says so.
   * `storeId`: a clerk's store; another store's code is refused.
   */
  async redeem(code: string, locale: Locale, storeId: number | null = null): Promise<Order> {
    const order = await this.#db.kysely.selectFrom('orders').selectAll().where('writeoff_code', '=', code).executeTakeFirst();
    if (!order) throw new AppError('WRITE_OFF_CODE_WRONG');
    if (storeId !== null && order.store_id !== storeId) throw new AppError('STORE_FORBIDDEN');
    const now = this.#clock.now();
    return this.#move(order, [OrderStatus.pendingWriteOff], OrderStatus.done, { delivered_at: now, done_at: now }, locale);
  }

  async installed(id: number, locale: Locale): Promise<Order> {
    const now = this.#clock.now();
    return this.#move(await this.#byId(id), [OrderStatus.pendingInstallation], OrderStatus.done, { delivered_at: now, done_at: now }, locale);
  }

  /** A carrier's tracking note on a shipped (or received) express order. */
  async track(id: number, input: { text: string; at?: string }, locale: Locale): Promise<OrderDetail> {
    const order = await this.#byId(id);
    if (order.delivery_type !== 'express' || order.delivered_at === null || order.status === OrderStatus.refunded) {
      throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    }
    const now = this.#clock.now();
    await this.#db.kysely
      .insertInto('order_tracking')
      .values({ order_id: order.id, at: input.at ? Date.parse(input.at) : now, text: input.text, created_at: now })
      .execute();
    return this.#withTimeline(order, locale);
  }

  /**
   * The console's refund of a paid order whose goods have not left (issue 17 item 6): the UU and FB
   * go back through the ledger, the coupon and the referral effects as before, and the stock and sold
   * count are put back unless the goods are lost. The reason is kept on the refund record, not in the
   * member's note. A shipped, received or done order goes through after-sales instead (decisions.md).
   */
  async refund(id: number, input: { reason: string; goodsLost?: boolean; adminId?: number | null }, locale: Locale): Promise<Order> {
    const order = await this.#byId(id);
    const { reason } = input;
    const goodsLost = input.goodsLost === true;
    return this.#db.transaction(async (trx) => {
      const now = this.#clock.now();
      const row = await trx
        .updateTable('orders')
        .set({ status: OrderStatus.refunded, refunded_at: now })
        .where('id', '=', order.id)
        .where('status', 'in', REFUNDABLE_STATES)
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const current = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
        throw new AppError(AFTER_SALES_STATES.includes(current.status) ? 'ORDER_REFUND_AFTER_SALES' : 'ORDER_ACTION_NOT_ALLOWED');
      }
      await trx
        .insertInto('order_refunds')
        .values({ order_id: row.id, reason, goods_lost: goodsLost ? 1 : 0, uu: row.paid_uu, fb: row.paid_fb, admin_id: input.adminId ?? null, created_at: now })
        .execute();
      if (!goodsLost) {
        await trx
          .updateTable('goods')
          .set({ stock: sql<number>`stock + ${row.quantity}`, sold: sql<number>`sold - ${row.quantity}` })
          .where('id', '=', row.goods_id)
          .execute();
      }
      const legs: Leg[] = [];
      if (row.paid_uu > 0) legs.push({ owner: { platform: 'mall' }, currency: 'UU', amount: -row.paid_uu, logType: 'refund' }, { owner: { userId: row.user_id }, currency: 'UU', amount: row.paid_uu, logType: 'refund' });
      if (row.paid_fb > 0) legs.push({ owner: { platform: 'mall' }, currency: 'FB', amount: -row.paid_fb, logType: 'refund' }, { owner: { userId: row.user_id }, currency: 'FB', amount: row.paid_fb, logType: 'refund' });
      if (legs.length) await this.#ledger.post(trx, { type: 'refund', userId: row.user_id, ref: { type: 'order', id: row.id }, memo: reason, legs });
      await this.#coupons.releaseFromOrder(trx, row.id);
      await this.#rewards.refunded(trx, { type: 'order', id: row.id, buyerId: row.user_id, amount: row.total });
      return this.#toOrder(row, locale, trx);
    });
  }

  /**
   * Housekeeping, every minute: unpaid orders past their time cancel themselves (stock back), and
   * shipped orders confirm themselves after the confirm period. Answers how many of each moved.
   */
  async sweep(): Promise<{ canceled: number; confirmed: number }> {
    const now = this.#clock.now();
    const expired = await this.#db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', OrderStatus.pendingPayment)
      .where('pay_by', '<=', now)
      .limit(500)
      .execute();
    let canceled = 0;
    for (const order of expired) {
      try {
        await this.#db.transaction((trx) => this.#cancel(trx, order));
        canceled++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error; // paid meanwhile: nothing to do
      }
    }
    const confirmed = await this.#db.kysely
      .updateTable('orders')
      .set({ status: OrderStatus.done, done_at: now })
      .where('status', '=', OrderStatus.waitingReceipt)
      .where('delivered_at', '<=', now - this.#confirmAfterDays() * DAY)
      .executeTakeFirst();
    // The referral rewards of the orders just confirmed (and of any done order whose reward a stopped process left pending).
    await this.#rewards.settleDoneOrders();
    return { canceled, confirmed: Number(confirmed.numUpdatedRows) };
  }

  async #cancel(trx: Trx, order: OrderRow): Promise<OrderRow> {
    const row = await trx
      .updateTable('orders')
      .set({ status: OrderStatus.canceled, canceled_at: this.#clock.now(), pay_by: null })
      .where('id', '=', order.id)
      .where('status', '=', OrderStatus.pendingPayment)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    await trx
      .updateTable('goods')
      .set({ stock: sql<number>`stock + ${row.quantity}`, sold: sql<number>`sold - ${row.quantity}` })
      .where('id', '=', row.goods_id)
      .execute();
    await this.#coupons.releaseFromOrder(trx, row.id);
    return row;
  }

  async #move(order: OrderRow, from: number[], to: number, extra: Partial<OrderRow>, locale: Locale): Promise<Order> {
    const row = await this.#db.transaction(async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set({ status: to, ...extra })
        .where('id', '=', order.id)
        .where('status', 'in', from)
        .returningAll()
        .executeTakeFirst();
      // Done: the referrer's pending reward is paid in the same transaction (issue 8).
      if (moved && to === OrderStatus.done) await this.#rewards.done(trx, 'order', moved.id);
      return moved;
    });
    if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    return this.#toOrder(row, locale);
  }

  async #own(userId: number, id: number): Promise<OrderRow> {
    const row = await this.#db.kysely.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  async #byId(id: number): Promise<OrderRow> {
    const row = await this.#db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  async #withTimeline(row: OrderRow, locale: Locale): Promise<OrderDetail> {
    const [order, tracking] = await Promise.all([
      this.#toOrder(row, locale),
      this.#db.kysely.selectFrom('order_tracking').select(['at', 'text']).where('order_id', '=', row.id).execute(),
    ]);
    const timeline = [...ownSteps(row), ...tracking.map((t) => ({ at: toIso(t.at), kind: 'tracking' as const, text: t.text }))].reverse();
    // Newest first; on the same instant (the sort is stable), the later step of the order's life first.
    timeline.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1));
    return { ...order, timeline };
  }

  async #toOrder(
    row: OrderRow,
    locale: Locale,
    db: Trx | Db['kysely'] = this.#db.kysely,
    storesById?: Map<number, { id: number; name: string; address: string }>,
  ): Promise<Order> {
    const goods = JSON.parse(row.goods_snapshot) as { name: Partial<Record<Locale, string>>; cover: string | null };
    const store =
      row.store_id === null
        ? undefined
        : (storesById?.get(row.store_id) ??
          (await db.selectFrom('stores').select(['id', 'name', 'address']).where('id', '=', row.store_id).executeTakeFirst()));
    const iso = (ms: number | null) => (ms === null ? null : toIso(ms));
    return {
      id: row.id,
      orderNo: row.order_no,
      status: row.status,
      deliveryType: row.delivery_type,
      goods: { id: row.goods_id, name: localized(goods.name, locale), cover: goods.cover, price: formatAmount(row.unit_price) },
      quantity: row.quantity,
      subtotal: formatAmount(row.unit_price * row.quantity),
      discount: formatAmount(row.discount),
      couponId: row.coupon_id,
      total: formatAmount(row.total),
      fbPercent: row.fb_percent,
      paidUU: formatAmount(row.paid_uu),
      paidFB: formatAmount(row.paid_fb),
      address: row.address_snapshot ? (JSON.parse(row.address_snapshot) as Order['address']) : null,
      store: store ? { id: store.id, name: localizedJson(store.name, locale), address: localizedJson(store.address, locale) } : null,
      installationTime: row.installation_time,
      installationPicture: row.installation_picture,
      remark: row.remark,
      logistics: row.logistics_company && row.logistics_number ? { company: row.logistics_company, number: row.logistics_number } : null,
      writeOffCode: row.status === OrderStatus.pendingWriteOff ? row.writeoff_code : null,
      createdAt: toIso(row.created_at),
      payBy: iso(row.pay_by),
      paidAt: iso(row.paid_at),
      deliveredAt: iso(row.delivered_at),
      doneAt: iso(row.done_at),
      canceledAt: iso(row.canceled_at),
      refundedAt: iso(row.refunded_at),
    };
  }
}

/** The goods as ordered: its name, cover and, for a package, its plan. */
function snapshotOf(goods: { name: string; images: string; plan_spec: string | null }): string {
  return JSON.stringify({
    name: JSON.parse(goods.name) as unknown,
    cover: (JSON.parse(goods.images) as string[])[0] ?? null,
    ...(goods.plan_spec ? { plan: JSON.parse(goods.plan_spec) as unknown } : {}),
  });
}

/** The order's own steps, newest first. */
function ownSteps(row: OrderRow): OrderDetail['timeline'] {
  const steps: { at: number | null; kind: OrderDetail['timeline'][number]['kind']; text: string | null }[] = [
    { at: row.created_at, kind: 'created', text: null },
    { at: row.paid_at, kind: 'paid', text: null },
    {
      at: row.delivery_type === 'express' ? row.delivered_at : null,
      kind: 'shipped',
      text: row.logistics_company && row.logistics_number ? `${row.logistics_company} ${row.logistics_number}` : null,
    },
    { at: row.delivery_type === 'express' ? null : row.delivered_at, kind: 'delivered', text: null },
    { at: row.done_at, kind: 'done', text: null },
    { at: row.canceled_at, kind: 'canceled', text: null },
    { at: row.refunded_at, kind: 'refunded', text: null },
  ];
  return steps.filter((s): s is typeof s & { at: number } => s.at !== null).map((s) => ({ at: toIso(s.at), kind: s.kind, text: s.text }));
}

/** A readable, unique-enough order number: the date and 8 random digits (unique index decides). */
function orderNumber(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}${String(secureRandomInt(100_000_000)).padStart(8, '0')}`;
}

/** A 10-digit write-off code (unique among orders by index). */
function writeOffCode(): string {
  return `${secureRandomInt(9) + 1}${String(secureRandomInt(1_000_000_000)).padStart(9, '0')}`;
}
