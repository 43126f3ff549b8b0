import { useQuery } from '@tanstack/react-query';
import type { Order } from '@uu/contract/orders';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { suggestQuestions, type MemberState, type Suggestion } from '../utils/suggestions';

/** The newest order of a tab of the mall list (silent: a chip less is no error to show). */
async function newestOrder(tab: 'receipt' | 'delivery', signal: AbortSignal): Promise<Order | null> {
  const page = await request(routes.listOrders, { body: { list: 'mall', tab, page: 1, size: 1 }, signal, silent: true });
  return page.list[0] ?? null;
}

/**
 * The questions an empty conversation suggests (issue 23), from the member's own orders, wallet and today's check-in
 * (read under the orders' and the wallet's keys, so their changes refresh them). Read only while `enabled`.
 */
export function useSuggestions(enabled: boolean, signedToday: boolean | null): Suggestion[] {
  const shipped = useQuery({
    queryKey: ['orders', 'chat-suggestion', 'receipt'],
    queryFn: ({ signal }) => newestOrder('receipt', signal),
    enabled,
    retry: false,
  });
  const waiting = useQuery({
    queryKey: ['orders', 'chat-suggestion', 'delivery'],
    queryFn: ({ signal }) => newestOrder('delivery', signal),
    enabled,
    retry: false,
  });
  const wallet = useQuery({
    queryKey: ['wallet', 'chat-suggestion'],
    queryFn: ({ signal }) => request(routes.selectMyWallet, { signal, silent: true }),
    enabled,
    retry: false,
  });
  const state: MemberState = {
    shippedOrderNo: shipped.data?.orderNo ?? null,
    waitingOrderNo: waiting.data?.orderNo ?? null,
    uu: wallet.data?.balances.UU ?? null,
    signedToday,
  };
  return suggestQuestions(state);
}
