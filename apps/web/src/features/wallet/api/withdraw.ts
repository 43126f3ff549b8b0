import { useMutation } from '@tanstack/react-query';
import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { WithdrawBody, Withdrawal } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/**
 * POST /withdraw: UU (1% fee, 33% to FB, 66% to U when approved) or a U payout, to a bank card or
 * wallet address. The UU leaves the balance at once into a pending withdrawal.
 */
export function withdraw(body: WithdrawBody, key: string): Promise<Withdrawal> {
  return request(routes.withdraw, { body, headers: { [Header.idempotencyKey]: key } });
}

export function useWithdraw() {
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) => withdraw(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
