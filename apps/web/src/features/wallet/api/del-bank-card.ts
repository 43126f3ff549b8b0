import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /bankCard/delBankCard/{id}: pending withdrawals keep the card they were made to. */
export function delBankCard(id: number): Promise<null> {
  return request(routes.delBankCard, { params: { id } });
}

export function useDelBankCard() {
  return useMutation({
    mutationFn: delBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
