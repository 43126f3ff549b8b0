import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GoodsSort, GoodsSummary } from '@uu/contract/mall';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { MALL_KEY } from './get-categories';

/** How many goods one page asks for as the member scrolls. */
export const GOODS_PAGE_SIZE = 20;

/** `minPrice`/`maxPrice`: decimal UU as typed (the contract parses them). */
export type GoodsFilter = { categoryId?: number; q?: string; sort?: GoodsSort; minPrice?: string; maxPrice?: string };

type GoodsPage = { list: GoodsSummary[]; total: number; page: number; size: number };

/** GET /mall/goods: one page of goods on sale, of a category and/or matching words, in a price range, sorted. */
export function getGoods(filter: GoodsFilter, page: number, signal?: AbortSignal): Promise<GoodsPage> {
  return request(routes.mallGoods, { query: { ...settled(filter), page, size: GOODS_PAGE_SIZE }, signal });
}

/** The filter as asked and cached: empty words and prices left out. */
function settled(filter: GoodsFilter) {
  return {
    categoryId: filter.categoryId,
    q: filter.q?.trim() || undefined,
    sort: filter.sort,
    minPrice: filter.minPrice || undefined,
    maxPrice: filter.maxPrice || undefined,
  };
}

/** The page after `last`, while the pages so far hold fewer goods than the total; none at the end. */
export function nextGoodsPage(last: GoodsPage): number | undefined {
  return last.page * last.size < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

export const getGoodsQueryOptions = (filter: GoodsFilter, locale: string) =>
  infiniteQueryOptions({
    queryKey: [...MALL_KEY, 'goods', locale, settled(filter)],
    queryFn: ({ pageParam, signal }) => getGoods(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextGoodsPage,
    // Back in the app, the list is read again: prices change and goods leave the shelf while it sat open.
    refetchOnWindowFocus: 'always',
  });

export function useGoods(filter: GoodsFilter, locale: string) {
  return useInfiniteQuery(getGoodsQueryOptions(filter, locale));
}
