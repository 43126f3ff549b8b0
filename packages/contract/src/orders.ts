import { z } from 'zod';
import { afterSaleStateSchema, afterSaleTypeSchema } from './after-sales';
import { calendarDate, dateTimeSchema } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';
import { passwordHashSchema } from './fields';
import { deliveryTypeSchema } from './mall';
import { moneySchema } from './wallet';

// Orders (product.md "Mall, orders and coupons": the states 0-8 and their transitions).

export const OrderStatus = {
  pendingPayment: 0,
  waitingDelivery: 1,
  waitingPickup: 2,
  waitingReceipt: 3,
  pendingWriteOff: 4,
  pendingInstallation: 5,
  done: 6,
  refunded: 7,
  canceled: 8,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

// ---- POST /planHistory/submitOrder (ours: the spec lists no call that creates an order) ----
export const submitOrderBodySchema = z.object({
  goodsId: idSchema,
  /** Goods with specs: the combination picked (one of the goods' `skus`). */
  skuId: idSchema.optional(),
  quantity: z.coerce.number().int().min(1, { error: 'validation.quantity' }).max(99, { error: 'validation.quantity' }),
  /** Express and installation goods. */
  addressId: idSchema.optional(),
  /** Self-pickup and write-off goods. */
  storeId: idSchema.optional(),
  /** Installation goods: YYYY-MM-DD later than today, and the picture of the site. */
  installationTime: calendarDate('validation.installationDate').optional(),
  installationPicture: z.string().max(200).optional(),
  remark: z.string().trim().max(200).optional(),
  /** One of the member's available mall coupons (`listCoupon` ids). */
  couponId: idSchema.optional(),
});
export type SubmitOrderBody = z.input<typeof submitOrderBodySchema>;

/** A line of an order: goods and their spec as ordered (issue 22: an order from the cart has several). */
export const orderLineSchema = z.object({
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  name: z.string(),
  cover: z.string().nullable(),
  /** The spec values as ordered ("紅 / M"); null without specs. */
  spec: z.string().nullable(),
  price: moneySchema,
  quantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int().min(0).max(8),
  deliveryType: deliveryTypeSchema,
  /** The first line's goods (the only one of a single-line order). */
  goods: z.object({ id: z.number().int(), name: z.string(), cover: z.string().nullable(), price: moneySchema }),
  /** The first line's spec; null without specs. */
  spec: z.string().nullable(),
  /** Every line's quantity together. */
  quantity: z.number().int(),
  /** Write-off orders: how many of `quantity` the store has handed over so far (the order is done once all are). */
  writtenOff: z.number().int(),
  /** Every line, in order (one for an order bought from the goods page). */
  lines: z.array(orderLineSchema),
  subtotal: moneySchema,
  /** What the coupon took off the subtotal ("0.00" without one). */
  discount: moneySchema,
  /** The member's coupon copy it used (given back on cancel and refund). */
  couponId: z.number().int().nullable(),
  /** subtotal − discount: what is paid. */
  total: moneySchema,
  /** The share of the total FB may pay (the goods' when ordered); 0: UU only. */
  fbPercent: z.number().int(),
  /** What paid it, once paid. */
  paidUU: moneySchema,
  paidFB: moneySchema,
  address: z.object({ consignee: z.string(), phone: z.string(), region: z.string(), detail: z.string() }).nullable(),
  store: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  installationTime: z.string().nullable(),
  installationPicture: z.string().nullable(),
  remark: z.string().nullable(),
  logistics: z.object({ company: z.string(), number: z.string() }).nullable(),
  /** Write-off orders: the code the store redeems (shown as text and QR). */
  writeOffCode: z.string().nullable(),
  createdAt: z.string(),
  /** Unpaid orders: when they cancel themselves. */
  payBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

// ---- GET /planHistory/getPlanHistory (ours: one order, with its timeline) ----
export const orderQuerySchema = z.object({ id: idSchema });
export const TIMELINE_KINDS = [
  'created',
  'paid',
  'shipped',
  'tracking',
  'delivered',
  'writtenOff',
  'done',
  'canceled',
  'refunded',
] as const;
export const orderDetailSchema = orderSchema.extend({
  /** The member's view: the order's after-sales request (issue 22), if any. */
  afterSale: z.object({ id: z.number().int(), type: afterSaleTypeSchema, state: afterSaleStateSchema }).nullable().optional(),
  /** The member's view: until when an after-sales request may be made; null when it may not (now or ever). */
  afterSaleUntil: z.string().nullable().optional(),
  /** What happened to the order, newest first: its own steps, the carrier's tracking notes and each write-off. */
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(TIMELINE_KINDS),
      text: z.string().nullable(),
      /** `writtenOff`: how many pieces were handed over then. */
      quantity: z.number().int().optional(),
      /** `writtenOff`: the clerk's or operator's name; null when the member typed the store's code. */
      by: z.string().nullable().optional(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---- POST /planHistory/listPlanHistoryVO ----
/** spec §4: the order tabs; the blank tab is a position without a list. Second list: installation orders. */
export const ORDER_TABS = ['all', 'writeoff', 'delivery', 'receipt', 'done', 'canceled', 'installation'] as const;
export const listOrdersBodySchema = pageQuerySchema.extend({
  list: z.enum(['mall', 'installation']).default('mall'),
  tab: z.enum(ORDER_TABS).default('all'),
});
export type ListOrdersBody = z.input<typeof listOrdersBodySchema>;
export const orderPageSchema = pageSchema(orderSchema);

// ---- POST /planHistory/updatePlanHistory: the member's actions ----
export const updateOrderBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), id: idSchema }),
  z.object({ action: z.literal('pay'), id: idSchema, payPassword: passwordHashSchema, useFb: z.boolean().default(true) }),
  z.object({ action: z.literal('confirm'), id: idSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
  /** The store's write-off code, typed by the member when the store shows one. */
  z.object({
    action: z.literal('writeoff'),
    id: idSchema,
    code: z.string().trim().min(4).max(32),
    /** How many pieces to take now (partial write-off); left out: every piece still to be handed over. */
    quantity: z.number().int().min(1).max(9999).optional(),
  }),
]);
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;

// ---- operator calls ----
export const orderParamsSchema = z.object({ id: idSchema });
export const shipBodySchema = z.object({
  company: z.string().trim().min(1).max(60),
  number: z.string().trim().min(1).max(60),
});
export const redeemBodySchema = z.object({
  code: z.string().trim().min(4).max(32),
  /** How many pieces the member takes now (partial write-off); left out: every piece still to be handed over. */
  quantity: z.number().int().min(1).max(9999).optional(),
});
/** A carrier's tracking note an operator adds to a shipped order's timeline. */
export const trackingBodySchema = z.object({
  text: z.string().trim().min(1).max(200),
  /** When it happened (ISO); now when left out. */
  at: dateTimeSchema.optional(),
});
/**
 * A refund from the console (before the goods left: waiting delivery or pickup, write-off, installation).
 * `goodsLost`: the goods cannot go back on the shelf, so stock and sold count stay as they are.
 */
export const refundBodySchema = z.object({ reason: z.string().trim().min(1).max(200), goodsLost: z.boolean().default(false) });
