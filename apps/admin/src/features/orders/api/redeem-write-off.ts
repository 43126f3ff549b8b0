import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code } from '@uu/contract/codes';
import type { Order } from '@uu/contract/orders';
import { OrderStatus } from '@uu/contract/orders';
import type { WriteOffLookup } from '@uu/contract/admin-orders';
import { routes } from '@uu/contract/all-routes';
import { ApiError, callApi } from '@/lib/api';
import { ordersKey } from './get-orders';

/** What the desk shows after a code: the order redeemed, or why not (with the order when there is one). */
export type WriteOffOutcome =
  | { kind: 'redeemed'; order: WriteOffLookup | Order }
  | { kind: 'already'; order: WriteOffLookup }
  | { kind: 'refunded'; order: WriteOffLookup }
  | { kind: 'refused'; message: string; order: WriteOffLookup | null };

/**
 * Redeems a code (all its pieces left, or `quantity` of them). A refusal is an outcome the desk shows in place, not a toast: when the state
 * forbids it, the code's order is looked up to say whether it was already redeemed (and when) or
 * refunded; a wrong code or another store's order answers the server's message.
 */
export async function redeemWriteOff({ code, quantity }: { code: string; quantity?: number }): Promise<WriteOffOutcome> {
  const lookup = () => callApi(routes.lookupWriteOff, { query: { code } }).catch(() => null);
  try {
    // Without a quantity, every piece still to be handed over; with one, that many (partial write-off).
    const redeemed = await callApi(routes.redeemOrder, { body: { code, ...(quantity ? { quantity } : {}) } });
    // The redeemed order as the desk lists it (with its member), to check against who stands at the counter.
    return { kind: 'redeemed', order: (await lookup()) ?? redeemed };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code !== Code.ORDER_ACTION_NOT_ALLOWED) return { kind: 'refused', message: error.message, order: null };
    const order = await lookup();
    if (order?.status === OrderStatus.done) return { kind: 'already', order };
    if (order?.status === OrderStatus.refunded) return { kind: 'refunded', order };
    return { kind: 'refused', message: error.message, order };
  }
}

export function useRedeemWriteOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemWriteOff,
    onSuccess: (outcome) => {
      if (outcome.kind === 'redeemed') void client.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
