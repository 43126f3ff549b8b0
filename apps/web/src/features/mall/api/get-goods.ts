import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GoodsSummary } from '@uu/contract/mall';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { MALL_KEY } from './get-categories';

/** How many goods one page asks for as the member scrolls. */
export const GOODS_PAGE_SIZE = 20;

export type GoodsFilter = { categoryId?: number; q?: string };

type GoodsPage = { list: GoodsSummary[]; total: number; page: number; size: number };

/** GET /mall/goods: one page of goods on sale, newest first, of a category and/or matching words of the name. */
export function getGoods(filter: GoodsFilter, page: number, signal?: AbortSignal): Promise<GoodsPage> {
  const q = filter.q?.trim() || undefined;
  return request(routes.mallGoods, { query: { categoryId: filter.categoryId, q, page, size: GOODS_PAGE_SIZE }, signal });
}

/** The page after `last`, while the pages so far hold fewer goods than the total; none at the end. */
export function nextGoodsPage(last: GoodsPage): number | undefined {
  return last.page * last.size < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

export const getGoodsQueryOptions = (filter: GoodsFilter, locale: string) =>
  infiniteQueryOptions({
    queryKey: [...MALL_KEY, 'goods', locale, { categoryId: filter.categoryId, q: filter.q?.trim() || undefined }],
    queryFn: ({ pageParam, signal }) => getGoods(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextGoodsPage,
    // Back in the app, the list is read again: prices change and goods leave the shelf while it sat open.
    refetchOnWindowFocus: 'always',
  });

export function useGoods(filter: GoodsFilter, locale: string) {
  return useInfiniteQuery(getGoodsQueryOptions(filter, locale));
}
