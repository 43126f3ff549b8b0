import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@uu/contract/mall';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/**
 * One store's place, from GET /mall/stores (all stores; a public call): an order keeps its
 * store's name and address as they were, not its coordinates, so /open-location?storeId= looks
 * them up. Null when the store is gone.
 */
export async function getStoreLocation(storeId: number, signal?: AbortSignal): Promise<Store | null> {
  const { list } = await request(routes.mallStores, { query: {}, signal, silent: true });
  return list.find((store) => store.id === storeId) ?? null;
}

export const getStoreLocationQueryOptions = (storeId: number, locale: string) =>
  queryOptions({
    queryKey: ['places', 'store', storeId, locale],
    queryFn: ({ signal }) => getStoreLocation(storeId, signal),
    staleTime: 5 * 60_000,
  });

export function useStoreLocation(storeId: number | null, locale: string) {
  return useQuery({ ...getStoreLocationQueryOptions(storeId ?? 0, locale), enabled: storeId !== null });
}
