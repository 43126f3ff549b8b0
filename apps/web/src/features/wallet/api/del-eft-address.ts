import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /eftAddress/delEftAddress/{id}: pending withdrawals keep the address they were made to. */
export function delEftAddress(id: number): Promise<null> {
  return request(routes.delEftAddress, { params: { id } });
}

export function useDelEftAddress() {
  return useMutation({
    mutationFn: delEftAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
