import { z } from 'zod';
import { STORED_PICTURE_PATH_RE } from './picture';
import { pageQuerySchema, pageSchema } from './envelope';
import { optionalLine } from './localized-line';
import { planSchema } from './packages';
import { amountSchema, moneySchema } from './wallet';

// The points mall's catalogue (product.md "Mall, orders and coupons"; issue 5). The spec lists no
// catalogue calls: these are ours (docs/api.md).

/** product.md: how an order of the goods reaches the member. */
export const DELIVERY_TYPES = ['express', 'pickup', 'writeoff', 'installation', 'virtual'] as const;
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ list: z.array(categorySchema) });

/** A goods card in lists. */
export const goodsSummarySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  /** The price in UU. */
  price: moneySchema,
  /** The market (reference) price, shown struck through; null when none. */
  referencePrice: moneySchema.nullable(),
  /** The largest part of the price FB may pay, in percent (0: UU only). */
  fbPercent: z.number().int(),
  deliveryType: deliveryTypeSchema,
  stock: z.number().int(),
  sold: z.number().int(),
});
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;

/** A spec dimension of goods (e.g. colour) and its values (issue 22). */
export const specDimensionSchema = z.object({
  name: z.string().trim().min(1).max(20),
  values: z
    .array(z.string().trim().min(1).max(20))
    .min(1)
    .max(20)
    .refine((v) => new Set(v).size === v.length, { error: 'validation.specValues' }),
});
export type SpecDimension = z.infer<typeof specDimensionSchema>;

/** One combination of the spec values, as the member picks it. */
export const skuSchema = z.object({
  id: z.number().int(),
  /** One value per dimension, in the dimensions' order. */
  values: z.array(z.string()),
  price: moneySchema,
  stock: z.number().int(),
  picture: z.string().nullable(),
});
export type Sku = z.infer<typeof skuSchema>;

export const goodsSchema = goodsSummarySchema.extend({
  /** Up to two dimensions; empty: the goods have no specs. */
  specs: z.array(specDimensionSchema),
  /** One per combination of the specs' values; empty without specs. */
  skus: z.array(skuSchema),
  /** How many one member may buy in all; null: no limit. */
  purchaseLimit: z.number().int().nullable(),
  images: z.array(z.string()),
  /** The pictures under the description (long pictures of the goods' details), in order. */
  detailImages: z.array(z.string()),
  /** Sanitized HTML (the server keeps only safe tags and attributes). */
  description: z.string(),
  /** For self-pickup and write-off goods: where. */
  storeIds: z.array(z.number().int()),
  /** Virtual goods: the flow or chat package an order of it starts. */
  plan: planSchema.nullable(),
});
export type Goods = z.infer<typeof goodsSchema>;

// ---- GET /mall/goods ----
/** How a goods list is ordered: newest first (the default), by price either way, best sellers first. */
export const GOODS_SORTS = ['newest', 'priceAsc', 'priceDesc', 'sales'] as const;
export const goodsSortSchema = z.enum(GOODS_SORTS);
export type GoodsSort = z.infer<typeof goodsSortSchema>;
export const goodsQuerySchema = pageQuerySchema
  .extend({
    categoryId: idSchema.optional(),
    /** Words of the name or description, in any of its languages: every word must match (Chinese needs no spaces). */
    q: z.string().trim().max(60).optional(),
    sort: goodsSortSchema.default('newest'),
    /** A price range in UU (either end optional). */
    minPrice: amountSchema.optional(),
    maxPrice: amountSchema.optional(),
  })
  .refine((g) => g.minPrice === undefined || g.maxPrice === undefined || g.minPrice <= g.maxPrice, {
    path: ['maxPrice'],
    error: 'validation.priceRange',
  });
export type GoodsQuery = z.input<typeof goodsQuerySchema>;
export const goodsPageSchema = pageSchema(goodsSummarySchema);

export const goodsParamsSchema = z.object({ id: idSchema });

// ---- stores (self-pickup and write-off) ----
export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  /** Opening hours in the reader's language (zh-Hant where the operator left that language empty); null: none given. */
  hours: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** A picture of the storefront; null when none. */
  picture: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListSchema = z.object({ list: z.array(storeSchema) });
export const storesQuerySchema = z.object({ goodsId: idSchema.optional() });

// ---- operator calls (the admin console's, issue 9) ----
/** A text in the three languages; zh-Hant is required, the others fall back to it. */
export const localizedTextSchema = z.object({
  'zh-Hant': z.string().trim().min(1).max(2000),
  'zh-Hans': z.string().trim().max(2000).optional(),
  en: z.string().trim().max(2000).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const saveCategoryBodySchema = z.object({
  id: idSchema.optional(),
  name: localizedTextSchema,
  icon: z.string().max(200).nullable().default(null),
  sort: z.number().int().default(0),
});

/** Same-origin uploads (`/files/<name>`) or https addresses (the app's CSP allows only its own origin for now). */
const imageUrlSchema = z
  .string()
  .max(300)
  .refine((v) => STORED_PICTURE_PATH_RE.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), {
    error: 'validation.image',
  });

const saveSkuSchema = z.object({
  values: z.array(z.string().trim().min(1).max(20)).max(2),
  price: amountSchema,
  stock: z.number().int().min(0).max(1_000_000),
  picture: z
    .string()
    .max(300)
    .refine((v) => STORED_PICTURE_PATH_RE.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), { error: 'validation.image' })
    .nullable()
    .default(null),
});

/** The spec key of a combination (its values in the dimensions' order). */
export function specKey(values: readonly string[]): string {
  return JSON.stringify(values);
}

/** Whether the SKUs are every combination of the dimensions' values, each once (no SKUs without specs). */
function skusCoverSpecs(specs: readonly SpecDimension[], skus: readonly { values: string[] }[]): boolean {
  if (specs.length === 0) return skus.length === 0;
  let combos: string[][] = [[]];
  for (const d of specs) combos = combos.flatMap((c) => d.values.map((v) => [...c, v]));
  const wanted = new Set(combos.map(specKey));
  const given = new Set(skus.map((s) => specKey(s.values)));
  return given.size === skus.length && skus.length === wanted.size && [...given].every((k) => wanted.has(k));
}

export const saveGoodsBodySchema = z
  .object({
    id: idSchema.optional(),
    categoryId: idSchema,
    name: localizedTextSchema,
    /** HTML per language; sanitized by the server. */
    description: z.object({
      'zh-Hant': z.string().max(50_000),
      'zh-Hans': z.string().max(50_000).optional(),
      en: z.string().max(50_000).optional(),
    }),
    images: z.array(imageUrlSchema).max(10).default([]),
    /** Pictures under the description, in order. */
    detailImages: z.array(imageUrlSchema).max(20).default([]),
    price: amountSchema,
    referencePrice: amountSchema.nullable().default(null),
    fbPercent: z.number().int().min(0).max(100).default(0),
    deliveryType: deliveryTypeSchema,
    stock: z.number().int().min(0).max(1_000_000),
    storeIds: z.array(idSchema).max(50).default([]),
    onSale: z.boolean().default(true),
    /** Virtual goods (required there, refused elsewhere): the package an order of it starts. */
    plan: planSchema.nullable().default(null),
    /** Up to two spec dimensions; with specs, `skus` holds every combination once and `price`/`stock` follow from them. */
    specs: z.array(specDimensionSchema).max(2).default([]),
    skus: z.array(saveSkuSchema).max(400).default([]),
    purchaseLimit: z.number().int().min(1).max(999).nullable().default(null),
  })
  .refine((g) => (g.deliveryType === 'virtual') === (g.plan !== null), { path: ['plan'], error: 'validation.goodsPlan' })
  .refine((g) => g.specs.length === 0 || g.deliveryType !== 'virtual', { path: ['specs'], error: 'validation.goodsSkus' })
  .refine((g) => skusCoverSpecs(g.specs, g.skus), { path: ['skus'], error: 'validation.goodsSkus' });
export type SaveGoodsBody = z.input<typeof saveGoodsBodySchema>;

export const saveStoreBodySchema = z.object({
  id: idSchema.optional(),
  name: localizedTextSchema,
  address: localizedTextSchema,
  phone: z.string().max(40).nullable().default(null),
  /** Per language like the name (a plain string is taken as zh-Hant); null or every language empty: none. */
  hours: optionalLine(120, 'validation.storeHours'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  picture: imageUrlSchema.nullable().default(null),
});
