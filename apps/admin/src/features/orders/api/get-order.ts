import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { ordersKey } from './get-orders';

export function getOrder(id: number) {
  return callApi(routes.getAdminOrder, { params: { id } });
}

export function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: [...ordersKey, 'detail', id], queryFn: () => getOrder(id) });
}

/** One order in full; nothing is fetched while no order is open. */
export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
