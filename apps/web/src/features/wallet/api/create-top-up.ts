import { useMutation } from '@tanstack/react-query';
import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { TopUp, TopUpBody } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /topUp/create: a top-up waiting for an operator, with the payment proof the member uploaded. */
export function createTopUp(body: TopUpBody, key: string): Promise<TopUp> {
  return request(routes.createTopUp, { body, headers: { [Header.idempotencyKey]: key } });
}

export function useCreateTopUp() {
  return useMutation({
    mutationFn: ({ body, key }: { body: TopUpBody; key: string }) => createTopUp(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
