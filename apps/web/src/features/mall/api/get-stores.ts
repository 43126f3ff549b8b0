import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@uu/contract/mall';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { MALL_KEY } from './get-categories';

/** GET /mall/stores?goodsId: the self-pickup or write-off stores of one goods. */
export async function getStores(goodsId: number, signal?: AbortSignal): Promise<Store[]> {
  return (await request(routes.mallStores, { query: { goodsId }, signal, silent: true })).list;
}

export const getStoresQueryOptions = (goodsId: number, locale: string) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'stores', goodsId, locale],
    queryFn: ({ signal }) => getStores(goodsId, signal),
    staleTime: 5 * 60_000,
  });

export function useStores(goodsId: number, locale: string, enabled: boolean) {
  return useQuery({ ...getStoresQueryOptions(goodsId, locale), enabled });
}
