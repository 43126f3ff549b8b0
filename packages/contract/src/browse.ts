import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { goodsSummarySchema } from './mall';

// Browsing the mall (issue 22): a member's favourites, recently viewed goods and search history, and the hot words
// the operator sets. The goods list's search, sort and filters are GET /mall/goods's (mall.ts).

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

export const browseGoodsParamsSchema = z.object({ id: idSchema });

/** A favourite or a viewed goods: the card, and when. */
export const browsedGoodsSchema = goodsSummarySchema.extend({ at: z.string() });
export type BrowsedGoods = z.infer<typeof browsedGoodsSchema>;
export const browsedGoodsPageSchema = pageSchema(browsedGoodsSchema);
export const browsePageQuerySchema = pageQuerySchema;

export const favouriteStateSchema = z.object({ favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** The member's searches, newest first (at most SEARCH_HISTORY_KEPT), or the operator's hot words. */
export const searchWordsSchema = z.object({ list: z.array(z.string()) });
export type SearchWords = z.infer<typeof searchWordsSchema>;
export const SEARCH_HISTORY_KEPT = 20;
/** Recently viewed goods kept per member. */
export const VIEWS_KEPT = 50;

/** The operator's hot words: up to 12, each 1-20 characters, kept once. */
export const hotWordsBodySchema = z.object({
  list: z
    .array(z.string().trim().min(1, { error: 'validation.hotWord' }).max(20, { error: 'validation.hotWord' }))
    .max(12, { error: 'validation.hotWords' })
    .transform((list) => [...new Set(list)]),
});
