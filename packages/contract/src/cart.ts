import { z } from 'zod';
import { deliveryTypeSchema } from './mall';
import { orderSchema } from './orders';
import { moneySchema } from './wallet';

// The member's cart, kept on the server (issue 22): lines of goods (and their spec), checked out
// several at once. A checkout makes one order per fulfilment type and says so before paying.

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });
const quantitySchema = z.coerce.number().int().min(1, { error: 'validation.quantity' }).max(99, { error: 'validation.quantity' });

/** Lines a cart holds at most. */
export const CART_MAX_LINES = 50;

export const cartLineSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  name: z.string(),
  cover: z.string().nullable(),
  spec: z.string().nullable(),
  price: moneySchema,
  fbPercent: z.number().int(),
  deliveryType: deliveryTypeSchema,
  quantity: z.number().int(),
  stock: z.number().int(),
  selected: z.boolean(),
  /** Still on sale with that spec and enough stock; an unavailable line is not checked out. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Every line's quantity together (the badge). */
  count: z.number().int(),
  /** The selected, available lines' total. */
  selectedTotal: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartBodySchema = z.object({ goodsId: idSchema, skuId: idSchema.optional(), quantity: quantitySchema.default(1) });
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

export const updateCartLineBodySchema = z
  .object({ id: idSchema, quantity: quantitySchema.optional(), selected: z.boolean().optional() })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, { error: 'validation.cartChange' });
export type UpdateCartLineBody = z.input<typeof updateCartLineBodySchema>;

export const selectCartBodySchema = z.object({ selected: z.boolean() });
export const removeCartLinesBodySchema = z.object({ ids: z.array(idSchema).min(1).max(CART_MAX_LINES) });

/** One order the checkout will make. */
export const checkoutGroupSchema = z.object({
  deliveryType: deliveryTypeSchema,
  lines: z.array(cartLineSchema),
  subtotal: moneySchema,
  /** The share of the subtotal FB may pay, in hundredths of UU. */
  fbMax: moneySchema,
});
export const checkoutPreviewSchema = z.object({
  groups: z.array(checkoutGroupSchema),
  /** More than one order: the app says so before paying. */
  split: z.boolean(),
  total: moneySchema,
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

/** What the checkout needs: an address for delivered goods, a store (offering every goods) for self-pickup and write-off goods. */
export const checkoutBodySchema = z.object({
  addressId: idSchema.optional(),
  storeId: idSchema.optional(),
  remark: z.string().trim().max(200).optional(),
  /** A mall coupon, applied to the largest order. */
  couponId: idSchema.optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export const checkoutResultSchema = z.object({ orders: z.array(orderSchema) });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
