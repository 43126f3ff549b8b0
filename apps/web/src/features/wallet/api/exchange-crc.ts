import { useMutation } from '@tanstack/react-query';
import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { ExchangeCrcBody, ExchangeResult } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /exchangeCrc: UU for CRC at the platform rate; `amount` is the CRC wanted. */
export function exchangeCrc(body: ExchangeCrcBody, key: string): Promise<ExchangeResult> {
  return request(routes.exchangeCrc, { body, headers: { [Header.idempotencyKey]: key } });
}

export function useExchangeCrc() {
  return useMutation({
    mutationFn: ({ body, key }: { body: ExchangeCrcBody; key: string }) => exchangeCrc(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
