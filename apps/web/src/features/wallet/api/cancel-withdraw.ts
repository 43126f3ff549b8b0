import { useMutation } from '@tanstack/react-query';
import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { Withdrawal } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /cancelWithdraw: a pending withdrawal is cancelled and its full amount comes back (product.md). */
export function cancelWithdraw(body: { id: number }, key: string): Promise<Withdrawal> {
  return request(routes.cancelWithdraw, { body, headers: { [Header.idempotencyKey]: key } });
}

export function useCancelWithdraw() {
  return useMutation({
    mutationFn: ({ body, key }: { body: { id: number }; key: string }) => cancelWithdraw(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
