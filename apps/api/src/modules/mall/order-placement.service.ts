import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import type { CreateFlowPlanResult } from '@uu/contract/packages';
import { OrderStatus, type Order, type submitOrderBodySchema } from '@uu/contract/orders';
import type { DeliveryType } from '@uu/contract/mall';
import type { Db, Trx } from '../../db/database';
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
import type { GoodsRow, OrderRow, SkuRow } from './mall.table';
import { joinedSnapshot, orderNumber, snapshotOf, toOrder } from './order-view';
import { findGoodsOnSale } from './mall.repository';
import { findPlanOnSale, insertOrder, storeIsOpen, storeOffersGoods, updateOrder } from './orders.repository';
import { boughtByMember, insertOrderLines, skusByIds, takeStock } from './skus.repository';

type SubmitInput = z.output<typeof submitOrderBodySchema>;
type DetailsInput = Pick<SubmitInput, 'addressId' | 'storeId' | 'installationTime' | 'installationPicture'>;

/** A line about to be ordered: the goods, the picked spec (null without specs), how many. */
export type OrderedLine = { goods: GoodsRow; sku: SkuRow | null; quantity: number };

/** What an order keeps of its delivery: the address as ordered, the store, the installation's date and picture. */
export type DeliveryDetails = {
  deliveryType: DeliveryType;
  addressSnapshot: string | null;
  storeId: number | null;
  installationTime: string | null;
  installationPicture: string | null;
};

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
    const line = await this.resolveLine(goods, input.skuId, input.quantity);
    // What the delivery type needs, checked before anything is taken.
    const details = await this.deliveryDetails(userId, goods.delivery_type, [goods.id], input);
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => Promise.resolve(),
      async (trx) => toOrder(trx, await this.place(trx, userId, [line], details, input), locale),
    );
  }

  /** The goods' spec the member picked, checked against the goods and their stock (before anything is taken). */
  async resolveLine(goods: GoodsRow, skuId: number | undefined, quantity: number): Promise<OrderedLine> {
    let sku: SkuRow | null = null;
    if (goods.specs) {
      if (skuId === undefined) throw new AppError('SKU_REQUIRED');
      sku = (await skusByIds(this.#db.kysely, [skuId])).find((k) => k.goods_id === goods.id && k.sort >= 0) ?? null;
      if (!sku) throw new AppError('SKU_NOT_FOUND');
    } else if (skuId !== undefined) {
      throw new AppError('SKU_NOT_FOUND');
    }
    if ((sku ?? goods).stock < quantity) throw new AppError('OUT_OF_STOCK');
    return { goods, sku, quantity };
  }

  /** What the delivery type needs of the order (an address, a store offering every goods, an installation date and picture). */
  async deliveryDetails(userId: number, deliveryType: DeliveryType, goodsIds: number[], input: DetailsInput): Promise<DeliveryDetails> {
    let addressSnapshot: string | null = null;
    let storeId: number | null = null;
    if (deliveryType === 'express' || deliveryType === 'installation') {
      if (!input.addressId) throw new AppError('DELIVERY_DETAILS_REQUIRED');
      const address = await this.#addresses.own(userId, input.addressId);
      const region = await this.#addresses.regionText(address.region_code, DEFAULT_LOCALE);
      addressSnapshot = JSON.stringify({ consignee: address.consignee, phone: address.phone, region, detail: address.detail });
    }
    if (deliveryType !== 'installation' && (input.installationTime !== undefined || input.installationPicture !== undefined)) {
      // Only an installation is booked for a date at a pictured place; nothing else keeps them.
      throw new AppError('INSTALLATION_FIELDS_NOT_ALLOWED');
    }
    if (deliveryType === 'installation') {
      if (!input.installationTime || !input.installationPicture) throw new AppError('DELIVERY_DETAILS_REQUIRED');
      if (input.installationTime <= platformDay(this.#clock.now(), this.#timeZone())) throw new AppError('INSTALLATION_DATE_NOT_LATER');
      if (!(await this.#files.isOwnUpload(userId, input.installationPicture))) throw new AppError('INSTALLATION_PICTURE_NOT_FOUND');
    }
    if (deliveryType === 'pickup' || deliveryType === 'writeoff') {
      if (!input.storeId) throw new AppError('DELIVERY_DETAILS_REQUIRED');
      for (const goodsId of goodsIds)
        if (!(await storeOffersGoods(this.#db.kysely, goodsId, input.storeId))) throw new AppError('STORE_NOT_FOUND');
      // A disabled store is no longer offered; orders placed there before stay as they are.
      if (!(await storeIsOpen(this.#db.kysely, input.storeId))) throw new AppError('STORE_DISABLED');
      storeId = input.storeId;
    }
    return {
      deliveryType,
      addressSnapshot,
      storeId,
      installationTime: input.installationTime ?? null,
      installationPicture: input.installationPicture ?? null,
    };
  }

  /**
   * Places one unpaid order of the lines (one delivery type) in the caller's transaction: the
   * purchase limits checked, the stock of every line taken by conditional updates, the lines
   * written, the coupon applied. Any refusal rolls the whole transaction back.
   */
  async place(
    trx: Trx,
    userId: number,
    lines: OrderedLine[],
    details: DeliveryDetails,
    extra: { remark?: string | undefined; couponId?: number | undefined },
  ): Promise<OrderRow> {
    const perGoods = new Map<number, { limit: number | null; quantity: number }>();
    for (const l of lines) {
      const seen = perGoods.get(l.goods.id);
      perGoods.set(l.goods.id, { limit: l.goods.purchase_limit, quantity: (seen?.quantity ?? 0) + l.quantity });
    }
    for (const [goodsId, { limit, quantity }] of perGoods) {
      if (limit === null) continue;
      const bought = await boughtByMember(trx, userId, goodsId);
      if (bought + quantity > limit) throw new AppError('PURCHASE_LIMIT', { params: { limit, left: Math.max(0, limit - bought) } });
    }
    for (const l of lines) if (!(await takeStock(trx, l.goods.id, l.sku?.id ?? null, l.quantity))) throw new AppError('OUT_OF_STOCK');
    const priced = lines.map((l) => ({ ...l, price: l.sku?.price ?? l.goods.price, snapshot: snapshotOf(l.goods, l.sku) }));
    const subtotal = priced.reduce((n, l) => n + l.price * l.quantity, 0);
    const first = priced[0];
    if (!first) throw new Error('an order needs a line');
    const now = this.#clock.now();
    const row = await insertOrder(trx, {
      order_no: orderNumber(now),
      user_id: userId,
      status: OrderStatus.pendingPayment,
      delivery_type: details.deliveryType,
      goods_id: first.goods.id,
      goods_snapshot: joinedSnapshot(priced.map((l) => l.snapshot)),
      quantity: priced.reduce((n, l) => n + l.quantity, 0),
      unit_price: first.price,
      // Several goods: the share FB may pay is what each line allows, together (rounded down).
      fb_percent:
        priced.length === 1
          ? first.goods.fb_percent
          : Math.floor(priced.reduce((n, l) => n + l.price * l.quantity * l.goods.fb_percent, 0) / subtotal),
      total: subtotal,
      address_snapshot: details.addressSnapshot,
      store_id: details.storeId,
      installation_time: details.installationTime,
      installation_picture: details.installationPicture,
      remark: extra.remark || null,
      created_at: now,
      pay_by: now + this.#payWithinMinutes() * MINUTE,
    });
    await insertOrderLines(
      trx,
      priced.map((l) => ({
        order_id: row.id,
        goods_id: l.goods.id,
        sku_id: l.sku?.id ?? null,
        spec_text: l.sku ? (JSON.parse(l.sku.spec_values) as string[]).join(' / ') : null,
        goods_snapshot: l.snapshot,
        quantity: l.quantity,
        unit_price: l.price,
        fb_percent: l.goods.fb_percent,
      })),
    );
    if (extra.couponId === undefined) return row;
    // The coupon is taken in the same transaction: a refusal puts the stock back too.
    const discount = await this.#coupons.applyToOrder(
      trx,
      userId,
      extra.couponId,
      { lines: lines.map((line) => ({ goodsId: line.goods.id, categoryId: line.goods.category_id })), subtotal: row.total },
      row.id,
    );
    return updateOrder(trx, row.id, { coupon_id: extra.couponId, discount, total: row.total - discount });
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
        if (!(await takeStock(trx, goods.id, null, 1))) throw new AppError('OUT_OF_STOCK');
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
