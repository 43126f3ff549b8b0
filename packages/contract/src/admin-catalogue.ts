import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { accountStatusSchema } from './enums';
import { deliveryTypeSchema, skuSchema, specDimensionSchema } from './mall';
import { planSchema } from './packages';
import { moneySchema } from './wallet';

// The back office's catalogue (product.md "Admin console": goods and categories, stock, stores;
// coupons and their issuing). The member calls answer one language; these answer what is stored
// (every language), so the console's forms edit exactly what was saved.

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

/** A text as stored: zh-Hant always, the other languages when the operator wrote them. */
export const storedTextSchema = z.object({
  'zh-Hant': z.string(),
  'zh-Hans': z.string().optional(),
  en: z.string().optional(),
});
export type StoredText = z.infer<typeof storedTextSchema>;

export const catalogueIdParamsSchema = z.object({ id: idSchema });

// ---- GET /admin/mall/categories ----
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: storedTextSchema,
  icon: z.string().nullable(),
  sort: z.number().int(),
  /** Goods in it, and how many of them are on the shelf: a category with none shows empty to members. */
  goodsCount: z.number().int(),
  onSaleCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ list: z.array(adminCategorySchema) });

// ---- GET /admin/mall/goods ----
/** "true"/"false" in a query string (a plain z.coerce.boolean would read "false" as true). */
const queryBoolean = z.enum(['true', 'false'], { error: 'validation.invalidFlag' }).transform((v) => v === 'true');

export const adminGoodsQuerySchema = pageQuerySchema.extend({
  /** Words of the name in any language, or the goods id. */
  q: z.string().trim().max(60).optional(),
  categoryId: idSchema.optional(),
  deliveryType: deliveryTypeSchema.optional(),
  onShelf: queryBoolean.optional(),
  /** Only goods with no stock left. */
  soldOut: queryBoolean.optional(),
  /** Stock alerts: only goods with at most this many left, of the goods or of one of its spec combinations, fewest first. */
  stockAtMost: z.coerce.number({ error: 'validation.stockDelta' }).int({ error: 'validation.stockDelta' }).min(0).max(1_000_000).optional(),
});
export type AdminGoodsQuery = z.input<typeof adminGoodsQuerySchema>;

export const adminGoodsSummarySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: storedTextSchema,
  cover: z.string().nullable(),
  price: moneySchema,
  referencePrice: moneySchema.nullable(),
  fbPercent: z.number().int(),
  deliveryType: deliveryTypeSchema,
  stock: z.number().int(),
  sold: z.number().int(),
  /** On the shelf: members see it in the mall. */
  onSale: z.boolean(),
  updatedAt: z.string(),
  /** In a stock alert (`stockAtMost`) only: the goods' spec combinations at or under the threshold, emptiest first. */
  lowSkus: z.array(z.object({ id: z.number().int(), values: z.array(z.string()), stock: z.number().int() })).optional(),
});
export type AdminGoodsSummary = z.infer<typeof adminGoodsSummarySchema>;
export const adminGoodsPageSchema = pageSchema(adminGoodsSummarySchema);

// ---- GET /admin/mall/goods/:id ----
export const adminGoodsSchema = adminGoodsSummarySchema.extend({
  images: z.array(z.string()),
  detailImages: z.array(z.string()),
  /** Sanitized HTML per language, as stored. */
  description: storedTextSchema,
  storeIds: z.array(z.number().int()),
  plan: planSchema.nullable(),
  /** Issue 22: the spec dimensions, every combination's price, stock and picture, and the per-member limit. */
  specs: z.array(specDimensionSchema),
  skus: z.array(skuSchema),
  purchaseLimit: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminGoods = z.infer<typeof adminGoodsSchema>;

// ---- POST /admin/mall/goods/:id/shelf, /admin/mall/goods/:id/stock ----
export const setShelfBodySchema = z.object({ onSale: z.boolean() });

/**
 * Stock changes by a difference, not to a figure: members reserve stock while the operator types,
 * and an absolute value read a minute ago would undo their reservations.
 */
export const adjustStockBodySchema = z.object({
  delta: z
    .number({ error: 'validation.stockDelta' })
    .int({ error: 'validation.stockDelta' })
    .min(-1_000_000, { error: 'validation.stockDelta' })
    .max(1_000_000, { error: 'validation.stockDelta' })
    .refine((v) => v !== 0, { error: 'validation.stockDelta' }),
});

// ---- GET /admin/mall/stores ----
export const adminStoreSchema = z.object({
  id: z.number().int(),
  name: storedTextSchema,
  address: storedTextSchema,
  phone: z.string().nullable(),
  /** Opening hours as stored, per language; null: none given. */
  hours: storedTextSchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  picture: z.string().nullable(),
  /** False: disabled — members are not offered it (pickup choice, store lists, self write-off); its orders stay readable. */
  enabled: z.boolean(),
  /** Orders placed for this store (any state): a store with orders or goods cannot be deleted, only disabled. */
  orderCount: z.number().int(),
  /** The code a member types at the counter instead of being scanned; null: none set (members cannot self-redeem there). */
  writeoffCode: z.string().nullable(),
  /** Goods picked up or written off here. */
  goodsCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreListSchema = z.object({ list: z.array(adminStoreSchema) });

// ---- PUT /admin/mall/stores/:id/enabled ----
export const setStoreEnabledBodySchema = z.object({ enabled: z.boolean() });

// ---- POST /admin/mall/stores/:id/writeoff-code ----
export const WRITEOFF_CODE_RE = /^[A-Z0-9-]{4,16}$/;
export const setStoreWriteoffCodeBodySchema = z.object({
  /** 4-16 capitals, digits or dashes; null takes the code away. */
  code: z.string().trim().toUpperCase().regex(WRITEOFF_CODE_RE, { error: 'validation.writeoffCode' }).nullable(),
});

// ---- GET /admin/coupons/recipient ----
export const couponRecipientQuerySchema = z.object({
  /** The member's 8-digit number, or their id. */
  who: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: 'validation.memberRef' }),
});
export const couponRecipientSchema = z.object({
  id: z.number().int(),
  memberNo: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  status: accountStatusSchema,
});
export type CouponRecipient = z.infer<typeof couponRecipientSchema>;
