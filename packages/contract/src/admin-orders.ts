import { z } from 'zod';
import { dateTime } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';
import { deliveryTypeSchema } from './mall';
import { orderDetailSchema } from './orders';
import { moneySchema } from './wallet';

// Back office: orders and the write-off desk (product.md "Admin console": Orders).

/** Ids are 32-bit integer columns: a larger number is refused here, not by PostgreSQL. */
const id = z.coerce
  .number({ error: 'validation.id' })
  .int({ error: 'validation.id' })
  .positive({ error: 'validation.id' })
  .max(2_147_483_647, { error: 'validation.id' });
const instant = dateTime('validation.orderDate');

/**
 * The orders list's filters. `from`/`to` bound the creation time (ISO, inclusive). A clerk's
 * `storeId` is replaced by their own store on the server, whatever is sent.
 */
export const adminOrderListQuerySchema = pageQuerySchema
  .extend({
    status: z.coerce
      .number({ error: 'validation.orderStatus' })
      .int({ error: 'validation.orderStatus' })
      .min(0, { error: 'validation.orderStatus' })
      .max(8, { error: 'validation.orderStatus' })
      .optional(),
    deliveryType: deliveryTypeSchema.optional(),
    /** An order number (or its beginning), an order id, a member number, a member's email, or a part of the goods name. */
    q: z.string().trim().max(100, { error: 'validation.orderSearch' }).optional(),
    memberId: id.optional(),
    storeId: id.optional(),
    from: instant.optional(),
    to: instant.optional(),
    /** Paid within [paidFrom, paidTo) — the dashboard's sales of a day link here. */
    paidFrom: instant.optional(),
    paidTo: instant.optional(),
    goodsId: id.optional(),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), { path: ['to'], error: 'validation.orderDateRange' })
  .refine((v) => !v.paidFrom || !v.paidTo || Date.parse(v.paidFrom) <= Date.parse(v.paidTo), {
    path: ['paidTo'],
    error: 'validation.orderDateRange',
  });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderMemberSchema = z.object({ id: z.number().int(), memberNo: z.string(), nickname: z.string() });

/** One row of the back office's orders list. */
export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int().min(0).max(8),
  deliveryType: deliveryTypeSchema,
  member: adminOrderMemberSchema,
  goods: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  /** Write-off orders: how many of `quantity` were written off so far (partial write-off); the rest can be taken now. */
  writtenOff: z.number().int(),
  total: moneySchema,
  paidUU: moneySchema,
  paidFB: moneySchema,
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** The page, and how many orders each state holds under the same filters: `counts[s]` for state s (0-8), the status tabs' counts. */
export const adminOrderPageSchema = pageSchema(adminOrderRowSchema).extend({
  counts: z.array(z.number().int().nonnegative()).length(9),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminOrderParamsSchema = z.object({ id });

/**
 * One order as the back office sees it: the member's view (timeline included) plus who bought it,
 * the coupon it used and why it was refunded. The member's write-off code is never shown to
 * operators (`writeOffCode` is always null here): it proves the member is at the counter.
 */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  member: adminOrderMemberSchema.extend({
    /** null for a clerk: the desk needs the member's number and nickname, not their contacts. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  coupon: z.object({ id: z.number().int(), couponId: z.number().int(), name: z.string() }).nullable(),
  refundReason: z.string().nullable(),
  /** The refund, when there was one: the operator's reason (never the member's note), whether the goods were lost (stock not put back), what went back. */
  refund: z
    .object({ reason: z.string(), goodsLost: z.boolean(), uu: moneySchema, fb: moneySchema, at: z.string(), by: z.string().nullable() })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A write-off code looked up at the desk, to say why it cannot be redeemed (already done, refunded, …). */
export const writeOffLookupQuerySchema = z.object({
  code: z.string().trim().min(4, { error: 'validation.writeOffCode' }).max(32, { error: 'validation.writeOffCode' }),
});
export const writeOffLookupSchema = adminOrderRowSchema.extend({
  doneAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type WriteOffLookup = z.infer<typeof writeOffLookupSchema>;
