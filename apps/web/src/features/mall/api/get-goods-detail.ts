import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goods } from '@uu/contract/mall';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { MALL_KEY } from './get-categories';

/** GET /mall/goods/:id: one goods with its gallery, sanitized description and stores. */
export function getGoodsDetail(id: number, signal?: AbortSignal): Promise<Goods> {
  // The screen shows its own "not found" view: no toast over it.
  return request(routes.mallGoodsDetail, { params: { id }, signal, silent: true });
}

export const getGoodsDetailQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'goods-detail', id, locale],
    queryFn: ({ signal }) => getGoodsDetail(id, signal),
    // Stock moves with every order: read again on every visit, and when the member comes back to the app
    // (an operator may have changed the price or taken the goods off sale meanwhile).
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });

export function useGoodsDetail(id: number, locale: string) {
  return useQuery(getGoodsDetailQueryOptions(id, locale));
}
