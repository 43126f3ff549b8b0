import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import type { CreateFlowPlanResult } from '@uu/contract/packages';
import { OrderStatus, type Order, type submitOrderBodySchema } from '@uu/contract/orders';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, type Clock } from '../../lib/clock';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { AddressesService } from '../addresses/addresses.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { FilesService } from '../files/files.service';
import type { PackagesService } from '../packages/packages.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { RewardsService } from '../team/rewards.service';
import type { IdempotencyService } from '../wallet/idempotency';
import type { CallKey } from '../wallet/wallet.service';
import type { OrderPaymentService } from './order-payment.service';
import { orderNumber, snapshotOf, toOrder } from './order-view';
import { findGoodsOnSale } from './mall.repository';
import { findPlanOnSale, insertOrder, storeOffersGoods, takeStock, updateOrder } from './orders.repository';

type SubmitInput = z.output<typeof submitOrderBodySchema>;

const MINUTE = 60_000;

/**
 * Placing orders: submitOrder (unpaid, stock reserved, a coupon applied) and createFlowPlan (a package
 * bought paid and done in one step). Stock is taken by one conditional update: the last five items go
 * to five orders, however many arrive.
 */
export class OrderPlacementService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;
  readonly #addresses: AddressesService;
  readonly #files: FilesService;
  readonly #coupons: CouponsService;
  readonly #packages: PackagesService;
  readonly #rewards: RewardsService;
  readonly #payment: OrderPaymentService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;
  /** The operator's time to pay, read at each use. */
  readonly #payWithinMinutes: () => number;

  constructor(deps: {
    db: Db;
    clock: Clock;
    idempotency: IdempotencyService;
    guard: PaidActionGuard;
    addresses: AddressesService;
    files: FilesService;
    coupons: CouponsService;
    packages: PackagesService;
    rewards: RewardsService;
    payment: OrderPaymentService;
    timeZone: () => string;
    payWithinMinutes: () => number;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
    this.#addresses = deps.addresses;
    this.#files = deps.files;
    this.#coupons = deps.coupons;
    this.#packages = deps.packages;
    this.#rewards = deps.rewards;
    this.#payment = deps.payment;
    this.#timeZone = deps.timeZone;
    this.#payWithinMinutes = deps.payWithinMinutes;
  }

  async submit(auth: AuthContext, input: SubmitInput, call: CallKey, locale: Locale): Promise<Order> {
    const userId = auth.user.id;
    const goods = await findGoodsOnSale(this.#db.kysely, input.goodsId);
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
      if (!(await storeOffersGoods(this.#db.kysely, goods.id, input.storeId))) throw new AppError('STORE_NOT_FOUND');
      storeId = input.storeId;
    }
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => Promise.resolve(),
      async (trx) => {
        if (!(await takeStock(trx, goods.id, input.quantity))) throw new AppError('OUT_OF_STOCK');
        const now = this.#clock.now();
        const row = await insertOrder(trx, {
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
        });
        if (input.couponId === undefined) return toOrder(trx, row, locale);
        // The coupon is taken in the same transaction: a refusal puts the stock back too.
        const discount = await this.#coupons.applyToOrder(
          trx,
          userId,
          input.couponId,
          { goodsId: goods.id, categoryId: goods.category_id, subtotal: row.total },
          row.id,
        );
        const discounted = await updateOrder(trx, row.id, { coupon_id: input.couponId, discount, total: row.total - discount });
        return toOrder(trx, discounted, locale);
      },
    );
  }

  /**
   * createFlowPlan: buys a package (a virtual goods with a plan) in one step: the order is created
   * paid and done, the UU (and FB) move through the ledger, and the package starts, all in one
   * transaction behind the payment password and the Idempotency-Key.
   */
  async buyPlan(
    auth: AuthContext,
    input: { goodsId: number; payPassword: string; useFb: boolean },
    call: CallKey,
    locale: Locale,
  ): Promise<CreateFlowPlanResult> {
    const userId = auth.user.id;
    const goods = await findPlanOnSale(this.#db.kysely, input.goodsId);
    if (!goods) throw new AppError('PLAN_NOT_FOUND');
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(userId, input.payPassword),
      async (trx) => {
        if (!(await takeStock(trx, goods.id, 1))) throw new AppError('OUT_OF_STOCK');
        const { uu, fb } = await this.#payment.split(trx, userId, goods.price, goods.fb_percent, input.useFb);
        const now = this.#clock.now();
        const order = await insertOrder(trx, {
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
        });
        await this.#payment.charge(trx, userId, order.id, uu, fb);
        const started = await this.#packages.grant(trx, order, locale);
        // A package is a paid order too: it counts for the buyer's team (issue 8), done at once.
        await this.#rewards.paid(trx, { type: 'order', id: order.id, buyerId: userId, amount: order.total, done: true });
        if (!started) throw new Error(`order ${order.id}: the goods carry no package plan`);
        return { orderId: order.id, orderNo: order.order_no, paidUU: formatAmount(uu), paidFB: formatAmount(fb), package: started };
      },
    );
  }
}
