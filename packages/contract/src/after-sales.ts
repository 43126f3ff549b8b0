import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { moneySchema } from './wallet';

// After-sales (issue 22): within the operator's window after an order is done, the member asks for a refund only,
// a return and refund, or an exchange; the operator approves (with a return address) or refuses (with a reason); the
// member sends the goods back with the carrier and tracking number; the operator confirms receipt, which refunds the
// order (or, for an exchange, ships the replacement). The rules of each move: @uu/domain/after-sales.

export const AFTER_SALE_TYPES = ['refund', 'return', 'exchange'] as const;
export const afterSaleTypeSchema = z.enum(AFTER_SALE_TYPES, { error: 'validation.afterSaleType' });
export type AfterSaleType = z.infer<typeof afterSaleTypeSchema>;

/**
 * requested → approved → returned → refunded | exchanged; requested → refused; a refund only: requested → refunded
 * (approving it refunds at once).
 */
export const AFTER_SALE_STATES = ['requested', 'approved', 'returned', 'refused', 'refunded', 'exchanged'] as const;
export const afterSaleStateSchema = z.enum(AFTER_SALE_STATES, { error: 'validation.afterSaleState' });
export type AfterSaleState = z.infer<typeof afterSaleStateSchema>;

/** The reasons the member picks from (their texts are the apps' catalogues'). */
export const AFTER_SALE_REASONS = ['damaged', 'wrongItem', 'notAsDescribed', 'quality', 'noLongerNeeded', 'other'] as const;
export const afterSaleReasonSchema = z.enum(AFTER_SALE_REASONS, { error: 'validation.afterSaleReason' });
export type AfterSaleReason = z.infer<typeof afterSaleReasonSchema>;

/** At most this many photos on a request. */
export const AFTER_SALE_MAX_PHOTOS = 6;

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });
const shipmentFields = {
  company: z.string().trim().min(1, { error: 'validation.carrier' }).max(60, { error: 'validation.carrier' }),
  number: z.string().trim().min(1, { error: 'validation.trackingNumber' }).max(60, { error: 'validation.trackingNumber' }),
};
const shipmentSchema = z.object({ company: z.string(), number: z.string() });

export const afterSaleSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  /** The order's first goods, as ordered. */
  goods: z.object({ name: z.string(), cover: z.string().nullable() }),
  type: afterSaleTypeSchema,
  reason: afterSaleReasonSchema,
  description: z.string(),
  /** The member's photos (`/files/<name>`). */
  photos: z.array(z.string()),
  state: afterSaleStateSchema,
  /** Approved returns and exchanges: where the member sends the goods. */
  returnAddress: z.string().nullable(),
  /** Refused: the operator's reason. */
  refusal: z.string().nullable(),
  /** The member's parcel back. */
  returnShipment: shipmentSchema.nullable(),
  /** Exchanges: the replacement the operator shipped. */
  replacement: shipmentSchema.nullable(),
  /** Refunded: what went back to the wallet. */
  refund: z.object({ uu: moneySchema, fb: moneySchema }).nullable(),
  createdAt: z.string(),
  /** Each step reached so far, oldest first. */
  timeline: z.array(z.object({ state: afterSaleStateSchema, at: z.string() })),
});
export type AfterSale = z.infer<typeof afterSaleSchema>;
export const afterSalePageSchema = pageSchema(afterSaleSchema);

/** The console's list row: the request with its member. */
export const adminAfterSaleSchema = afterSaleSchema.extend({
  member: z.object({ id: z.number().int(), memberNo: z.string(), nickname: z.string().nullable() }),
});
export type AdminAfterSale = z.infer<typeof adminAfterSaleSchema>;
export const adminAfterSalePageSchema = pageSchema(adminAfterSaleSchema).extend({
  /** Requests per state (the filter's counts), every state named. */
  counts: z.object({
    requested: z.number().int(),
    approved: z.number().int(),
    returned: z.number().int(),
    refused: z.number().int(),
    refunded: z.number().int(),
    exchanged: z.number().int(),
  }),
});

// ---- POST /afterSales/apply ----
export const applyAfterSaleBodySchema = z.object({
  orderId: idSchema,
  type: afterSaleTypeSchema,
  reason: afterSaleReasonSchema,
  description: z
    .string()
    .trim()
    .min(1, { error: 'validation.afterSaleDescription' })
    .max(500, { error: 'validation.afterSaleDescription' }),
  /** The member's own uploads (POST /upload), at most six. */
  photos: z.array(z.string().max(200)).max(AFTER_SALE_MAX_PHOTOS, { error: 'validation.afterSalePhotos' }).default([]),
});
export type ApplyAfterSaleBody = z.input<typeof applyAfterSaleBodySchema>;

// ---- GET /afterSales/list, /afterSales/get ----
export const listAfterSalesQuerySchema = pageQuerySchema;
export const afterSaleQuerySchema = z.object({ id: idSchema });

// ---- POST /afterSales/returnShipment ----
export const returnShipmentBodySchema = z.object({ id: idSchema, ...shipmentFields });

// ---- the console ----
export const adminAfterSalesQuerySchema = pageQuerySchema.extend({
  state: afterSaleStateSchema.optional(),
  /** An order number or a member number, exactly. */
  q: z.string().trim().max(60).optional(),
});
export const afterSaleParamsSchema = z.object({ id: idSchema });
export const approveAfterSaleBodySchema = z.object({
  /** Returns and exchanges: where the member sends the goods (required for them, ignored for a refund only). */
  returnAddress: z.string().trim().max(300, { error: 'validation.returnAddress' }).optional(),
});
export const refuseAfterSaleBodySchema = z.object({
  reason: z.string().trim().min(1, { error: 'validation.refusalReason' }).max(200, { error: 'validation.refusalReason' }),
});
/** Receipt of the goods sent back; an exchange names the replacement's carrier and tracking number. */
export const receiveAfterSaleBodySchema = z.object({
  replacement: z.object(shipmentFields).optional(),
});
