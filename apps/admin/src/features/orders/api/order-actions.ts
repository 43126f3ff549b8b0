import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { refundBodySchema, shipBodySchema, trackingBodySchema } from '@uu/contract/orders';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { ordersKey } from './get-orders';

/**
 * The operator's actions on one order (the operator calls of routes.ts). Each refreshes every
 * orders query on success: the row's state, the tab counts and the open detail all change.
 */
function useOrderMutation<V>(call: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}

export function useShipOrder(id: number) {
  return useOrderMutation((body: z.input<typeof shipBodySchema>) => callApi(routes.shipOrder, { params: { id }, body }));
}

export function useEditLogistics(id: number) {
  return useOrderMutation((body: z.input<typeof shipBodySchema>) => callApi(routes.editLogistics, { params: { id }, body }));
}

export function useTrackOrder(id: number) {
  return useOrderMutation((body: z.input<typeof trackingBodySchema>) => callApi(routes.trackOrder, { params: { id }, body }));
}

export function useHandOverOrder() {
  return useOrderMutation((id: number) => callApi(routes.handOverOrder, { params: { id } }));
}

export function useMarkInstalled(id: number) {
  return useOrderMutation(() => callApi(routes.installedOrder, { params: { id } }));
}

export function useRefundOrder(id: number) {
  return useOrderMutation((body: z.input<typeof refundBodySchema>) => callApi(routes.refundOrder, { params: { id }, body }));
}
