import type { z } from 'zod';
import {
  CART_MAX_LINES,
  type Cart,
  type CartLine,
  type CheckoutPreview,
  type CheckoutResult,
  type addToCartBodySchema,
  type checkoutBodySchema,
  type updateCartLineBodySchema,
} from '@uu/contract/cart';
import type { Locale } from '@uu/contract/locales';
import type { DeliveryType } from '@uu/contract/mall';
import { formatAmount } from '@uu/contract/money';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { localizedJson } from '../../lib/localized';
import type { AuthContext } from '../sessions/sessions.service';
import type { IdempotencyService } from '../wallet/idempotency';
import type { CallKey } from '../wallet/wallet.service';
import * as repo from './cart.repository';
import { findGoodsOnSale } from './mall.repository';
import type { DeliveryDetails, OrderedLine, OrderPlacementService } from './order-placement.service';
import { toOrder } from './order-view';
import { boughtByMember } from './skus.repository';

type AddInput = z.output<typeof addToCartBodySchema>;
type UpdateInput = z.output<typeof updateCartLineBodySchema>;
type CheckoutInput = z.output<typeof checkoutBodySchema>;

/** The most of one line (the order form's limit too). */
const LINE_MAX = 99;
/** Goods bought one at a time: an installation books a date at a place, a package starts at once. */
const NOT_IN_CART: readonly DeliveryType[] = ['installation', 'virtual'];
/** The order in which a split checkout's orders are made and shown. */
const GROUP_ORDER: readonly DeliveryType[] = ['express', 'pickup', 'writeoff'];

/**
 * The member's cart (issue 22), kept on the server: lines of goods and their spec, selected or not.
 * A checkout places one order per fulfilment type of the selected lines, all in one transaction
 * (one refusal places none), and the preview says beforehand how many orders it will be.
 */
export class CartService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #idempotency: IdempotencyService;
  readonly #placement: OrderPlacementService;

  constructor(deps: { db: Db; clock: Clock; idempotency: IdempotencyService; placement: OrderPlacementService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#idempotency = deps.idempotency;
    this.#placement = deps.placement;
  }

  async view(userId: number, locale: Locale): Promise<Cart> {
    const rows = await repo.cartLines(this.#db.kysely, userId);
    const shown = rows.map((row) => ({ row, line: lineOf(row, locale) }));
    const lines = shown.map((s) => s.line);
    const selectedTotal = shown.reduce(
      (n, { row, line }) => (line.selected && line.available ? n + priceOf(row) * row.item.quantity : n),
      0,
    );
    return { lines, count: lines.reduce((n, l) => n + l.quantity, 0), selectedTotal: formatAmount(selectedTotal) };
  }

  async add(userId: number, input: AddInput, locale: Locale): Promise<Cart> {
    const k = this.#db.kysely;
    const goods = await findGoodsOnSale(k, input.goodsId);
    if (!goods) throw new AppError('GOODS_NOT_FOUND');
    if (NOT_IN_CART.includes(goods.delivery_type)) throw new AppError('CART_GOODS_NOT_ALLOWED');
    const skuId = input.skuId ?? 0;
    const existing = await repo.findCartItem(k, userId, goods.id, skuId);
    if (!existing && (await repo.countCartItems(k, userId)) >= CART_MAX_LINES)
      throw new AppError('CART_FULL', { params: { max: CART_MAX_LINES } });
    const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, LINE_MAX);
    // The spec must be the goods' own and the stock enough for the whole line.
    await this.#placement.resolveLine(goods, input.skuId, quantity);
    if (goods.purchase_limit !== null) {
      const bought = await boughtByMember(k, userId, goods.id);
      if (bought + quantity > goods.purchase_limit) {
        throw new AppError('PURCHASE_LIMIT', { params: { limit: goods.purchase_limit, left: Math.max(0, goods.purchase_limit - bought) } });
      }
    }
    await repo.addCartItem(k, userId, goods.id, skuId, input.quantity, LINE_MAX, this.#clock.now());
    return this.view(userId, locale);
  }

  async update(userId: number, input: UpdateInput, locale: Locale): Promise<Cart> {
    const k = this.#db.kysely;
    const item = await repo.ownCartItem(k, userId, input.id);
    if (!item) throw new AppError('CART_LINE_NOT_FOUND');
    if (input.quantity !== undefined && input.quantity > item.quantity) {
      const line = (await repo.cartLines(k, userId)).find((l) => l.item.id === item.id);
      if (line && (line.sku ?? line.goods).stock < input.quantity) throw new AppError('OUT_OF_STOCK');
    }
    const set = {
      updated_at: this.#clock.now(),
      ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
      ...(input.selected !== undefined ? { selected: input.selected ? 1 : 0 } : {}),
    };
    await repo.updateCartItem(k, userId, item.id, set);
    return this.view(userId, locale);
  }

  async selectAll(userId: number, selected: boolean, locale: Locale): Promise<Cart> {
    await repo.selectAllCartItems(this.#db.kysely, userId, selected, this.#clock.now());
    return this.view(userId, locale);
  }

  async remove(userId: number, ids: number[], locale: Locale): Promise<Cart> {
    await repo.removeCartItems(this.#db.kysely, userId, ids);
    return this.view(userId, locale);
  }

  /** The orders a checkout of the selected lines will make, one per fulfilment type. */
  async preview(userId: number, locale: Locale): Promise<CheckoutPreview> {
    const groups = groupsOf(await this.#selected(userId)).map((g) => {
      const lines = g.lines.map((l) => lineOf(l, locale));
      const subtotal = g.lines.reduce((n, l) => n + priceOf(l) * l.item.quantity, 0);
      const fbMax = Math.floor(g.lines.reduce((n, l) => n + priceOf(l) * l.item.quantity * l.goods.fb_percent, 0) / 100);
      return { deliveryType: g.deliveryType, lines, subtotal, fbMax };
    });
    const total = groups.reduce((n, g) => n + g.subtotal, 0);
    return {
      groups: groups.map((g) => ({ ...g, subtotal: formatAmount(g.subtotal), fbMax: formatAmount(g.fbMax) })),
      split: groups.length > 1,
      total: formatAmount(total),
    };
  }

  /**
   * Places the orders of the selected lines in one transaction behind the Idempotency-Key; the
   * coupon goes to the largest order; the lines leave the cart.
   */
  async checkout(auth: AuthContext, input: CheckoutInput, call: CallKey, locale: Locale): Promise<CheckoutResult> {
    const userId = auth.user.id;
    let plan: { lines: OrderedLine[]; details: DeliveryDetails; itemIds: number[] }[] = [];
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      async () => {
        const groups = groupsOf(await this.#selected(userId));
        plan = [];
        for (const g of groups) {
          const lines: OrderedLine[] = [];
          for (const l of g.lines) {
            const goods = await findGoodsOnSale(this.#db.kysely, l.goods.id);
            if (!goods) throw new AppError('GOODS_NOT_FOUND');
            lines.push(await this.#placement.resolveLine(goods, l.sku?.id, l.item.quantity));
          }
          const details = await this.#placement.deliveryDetails(userId, g.deliveryType, [...new Set(lines.map((l) => l.goods.id))], input);
          plan.push({ lines, details, itemIds: g.lines.map((l) => l.item.id) });
        }
      },
      async (trx) => {
        const subtotal = (p: (typeof plan)[number]) => p.lines.reduce((n, l) => n + (l.sku?.price ?? l.goods.price) * l.quantity, 0);
        const largest = plan.reduce<(typeof plan)[number] | undefined>((a, p) => (a && subtotal(a) >= subtotal(p) ? a : p), undefined);
        const orders = [];
        for (const p of plan) {
          const couponId = p === largest ? input.couponId : undefined;
          const row = await this.#placement.place(trx, userId, p.lines, p.details, { remark: input.remark, couponId });
          orders.push(await toOrder(trx, row, locale));
        }
        await repo.removeCartItems(
          trx,
          userId,
          plan.flatMap((p) => p.itemIds),
        );
        return { orders };
      },
    );
  }

  async #selected(userId: number): Promise<repo.CartLineRow[]> {
    const lines = await repo.cartLines(this.#db.kysely, userId, true);
    if (!lines.length) throw new AppError('CART_NOTHING_SELECTED');
    return lines;
  }
}

function priceOf(l: repo.CartLineRow): number {
  return l.sku?.price ?? l.goods.price;
}

/** The lines by fulfilment type, in the order the orders are made. */
function groupsOf(lines: repo.CartLineRow[]): { deliveryType: DeliveryType; lines: repo.CartLineRow[] }[] {
  return GROUP_ORDER.map((deliveryType) => ({ deliveryType, lines: lines.filter((l) => l.goods.delivery_type === deliveryType) })).filter(
    (g) => g.lines.length > 0,
  );
}

function lineOf({ item, goods, sku }: repo.CartLineRow, locale: Locale): CartLine {
  const skuGone = goods.specs !== null && (sku === null || sku.goods_id !== goods.id || sku.sort < 0);
  const stock = (sku ?? goods).stock;
  return {
    id: item.id,
    goodsId: goods.id,
    skuId: sku ? sku.id : null,
    name: localizedJson(goods.name, locale),
    cover: sku?.picture ?? (JSON.parse(goods.images) as string[])[0] ?? null,
    spec: sku ? (JSON.parse(sku.spec_values) as string[]).join(' / ') : null,
    price: formatAmount(sku?.price ?? goods.price),
    fbPercent: goods.fb_percent,
    deliveryType: goods.delivery_type,
    quantity: item.quantity,
    stock,
    selected: item.selected === 1,
    available: goods.on_sale === 1 && !skuGone && stock >= item.quantity,
  };
}
