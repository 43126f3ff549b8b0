import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { Wallet } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from '@/lib/query-keys';

export { WALLET_KEY };

/** GET /personInfo/selectMyWallet: the five balances, the CRC rate, withdrawal limits (spec §7 "fills wallet data"). */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return request(routes.selectMyWallet, { signal });
}

export const getWalletQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'summary'],
    queryFn: ({ signal }) => getWallet(signal),
  });

export function useWallet() {
  return useQuery(getWalletQueryOptions());
}
