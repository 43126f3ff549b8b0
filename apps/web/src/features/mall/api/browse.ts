import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrowsedGoods } from '@uu/contract/browse';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { MALL_KEY } from './get-categories';
import { nextGoodsPage, GOODS_PAGE_SIZE } from './get-goods';

/** Favourites, recently viewed, search history and hot words (issue 22). */
const BROWSE_KEY = [...MALL_KEY, 'browse'] as const;

type BrowsedPage = { list: BrowsedGoods[]; total: number; page: number; size: number };

/** GET /mall/favourites or /mall/views: a page of the member's favourites or recently viewed goods. */
export function getBrowsed(kind: 'favourites' | 'views', page: number, signal?: AbortSignal): Promise<BrowsedPage> {
  const route = kind === 'favourites' ? routes.favourites : routes.recentlyViewed;
  return request(route, { query: { page, size: GOODS_PAGE_SIZE }, signal });
}

export const getBrowsedQueryOptions = (kind: 'favourites' | 'views', locale: string) =>
  infiniteQueryOptions({
    queryKey: [...BROWSE_KEY, kind, locale],
    queryFn: ({ pageParam, signal }) => getBrowsed(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextGoodsPage,
    staleTime: 0,
  });

export function useBrowsed(kind: 'favourites' | 'views', locale: string) {
  return useInfiniteQuery(getBrowsedQueryOptions(kind, locale));
}

export const getFavouriteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...BROWSE_KEY, 'favourite', id],
    queryFn: ({ signal }) => request(routes.favouriteState, { params: { id }, signal, silent: true }),
  });

/** Whether the goods is a favourite (signed-in members only: `enabled`). */
export function useFavourite(id: number, enabled: boolean) {
  return useQuery({ ...getFavouriteQueryOptions(id), enabled });
}

/** PUT or DELETE /mall/favourites/:id; the state and the list are read again afterwards. */
export function useToggleFavourite(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favourite: boolean) => request(favourite ? routes.addFavourite : routes.removeFavourite, { params: { id } }),
    onSuccess: async (state) => {
      client.setQueryData(getFavouriteQueryOptions(id).queryKey, state);
      await client.invalidateQueries({ queryKey: [...BROWSE_KEY, 'favourites'] });
    },
  });
}

export const getSearchHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...BROWSE_KEY, 'history'],
    queryFn: async ({ signal }) => (await request(routes.searchHistory, { signal, silent: true })).list,
    staleTime: 0,
  });

export function useSearchHistory(enabled: boolean) {
  return useQuery({ ...getSearchHistoryQueryOptions(), enabled });
}

export function useClearSearchHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(routes.clearSearchHistory),
    onSuccess: () => client.setQueryData(getSearchHistoryQueryOptions().queryKey, []),
  });
}

export const getHotWordsQueryOptions = () =>
  queryOptions({
    queryKey: [...BROWSE_KEY, 'hot'],
    queryFn: async ({ signal }) => (await request(routes.hotWords, { signal })).list,
    staleTime: 5 * 60_000,
  });

export function useHotWords() {
  return useQuery(getHotWordsQueryOptions());
}
