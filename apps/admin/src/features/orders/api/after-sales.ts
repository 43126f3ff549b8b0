import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminAfterSalesQuerySchema, receiveAfterSaleBodySchema } from '@uu/contract/after-sales';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { ordersKey } from './get-orders';

/** Under the orders' key: a refund changes the order too (its state, the tab counts). */
const afterSalesKey = [...ordersKey, 'afterSales'] as const;
/** The menu's badges count after-sales waiting: a decision or a receipt refreshes them. */
const waitingKey = ['admin', 'work', 'waiting'] as const;

export function useAfterSales(query: z.input<typeof adminAfterSalesQuerySchema>) {
  return useQuery({
    queryKey: [...afterSalesKey, 'list', query],
    queryFn: () => callApi(routes.adminAfterSales, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAfterSale(id: number | null) {
  return useQuery({
    queryKey: [...afterSalesKey, 'one', id],
    queryFn: () => callApi(routes.adminAfterSale, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

function useStep<V>(call: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ordersKey }), client.invalidateQueries({ queryKey: waitingKey })]);
    },
  });
}

export function useApproveAfterSale(id: number) {
  return useStep((body: { returnAddress?: string }) => callApi(routes.approveAfterSale, { params: { id }, body }));
}

export function useRefuseAfterSale(id: number) {
  return useStep((body: { reason: string }) => callApi(routes.refuseAfterSale, { params: { id }, body }));
}

export function useReceiveAfterSale(id: number) {
  return useStep((body: z.input<typeof receiveAfterSaleBodySchema>) => callApi(routes.receiveAfterSale, { params: { id }, body }));
}
