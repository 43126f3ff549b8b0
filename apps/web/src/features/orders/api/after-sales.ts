import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AfterSale, ApplyAfterSaleBody } from '@uu/contract/after-sales';
import { Code } from '@uu/contract/codes';
import { routes } from '@uu/contract/routes';
import { ApiError, request } from '@/lib/api-client';
import { nextPage, ORDERS_KEY, PAGE_SIZE } from './orders';

/** Under the orders' key: a step refreshes the order it belongs to as well. */
const AFTER_SALES_KEY = [...ORDERS_KEY, 'afterSales'] as const;

/** GET /afterSales/list: the member's requests, newest first. */
export function useAfterSales(locale: string) {
  return useInfiniteQuery({
    queryKey: [...AFTER_SALES_KEY, 'list', locale],
    queryFn: ({ pageParam, signal }) => request(routes.listAfterSales, { query: { page: pageParam, size: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** GET /afterSales/get: one request, or null when it is not the member's. */
async function getAfterSale(id: number, signal?: AbortSignal): Promise<AfterSale | null> {
  try {
    return await request(routes.getAfterSale, { query: { id }, signal, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.AFTER_SALE_NOT_FOUND) return null;
    throw error;
  }
}

export const afterSaleQueryOptions = (id: number, locale: string) =>
  queryOptions({ queryKey: [...AFTER_SALES_KEY, 'one', id, locale], queryFn: ({ signal }) => getAfterSale(id, signal) });

export function useAfterSale(id: number, locale: string) {
  return useQuery(afterSaleQueryOptions(id, locale));
}

/** POST /afterSales/apply. */
export function useApplyAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyAfterSaleBody) => request(routes.applyAfterSale, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST /afterSales/returnShipment: the parcel back's carrier and tracking number. */
export function useReturnShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; company: string; number: string }) => request(routes.returnShipment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
