import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListQuery } from '@uu/contract/admin-orders';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** Every orders query starts with this key, so an action on one order refreshes lists and details alike. */
export const ordersKey = ['admin', 'orders'] as const;

export function getOrders(query: AdminOrderListQuery) {
  return callApi(routes.listAdminOrders, { query });
}

export function ordersQueryOptions(query: AdminOrderListQuery) {
  // The previous page stays on screen while the next loads, so the table does not jump.
  return queryOptions({ queryKey: [...ordersKey, 'list', query], queryFn: () => getOrders(query), placeholderData: keepPreviousData });
}

export function useOrders(query: AdminOrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}
