import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { eftAddressListSchema } from '@uu/contract/wallet';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export type EftAddressList = z.infer<typeof eftAddressListSchema>;

/** GET /eftAddress/listEftAddress: the member's wallet addresses for payouts. */
export function listEftAddresses(signal?: AbortSignal): Promise<EftAddressList> {
  return request(routes.listEftAddress, { signal });
}

export const listEftAddressesQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'eft-addresses'],
    queryFn: ({ signal }) => listEftAddresses(signal),
  });

export function useEftAddresses() {
  return useQuery(listEftAddressesQueryOptions());
}
