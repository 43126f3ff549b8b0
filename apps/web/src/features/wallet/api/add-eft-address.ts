import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { EftAddress, EftAddressBody } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /eftAddress/addEftAddress: a wallet address (TRC20, ERC20 or BEP20) for payouts. */
export function addEftAddress(body: EftAddressBody): Promise<EftAddress> {
  return request(routes.addEftAddress, { body });
}

export function useAddEftAddress() {
  return useMutation({
    mutationFn: addEftAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
