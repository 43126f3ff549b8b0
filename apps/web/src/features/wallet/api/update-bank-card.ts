import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { BankCard, UpdateBankCardBody } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** POST /bankCard/updateBankCard: the contract asks for the whole card again, number included. */
export function updateBankCard(body: UpdateBankCardBody): Promise<BankCard> {
  return request(routes.updateBankCard, { body });
}

export function useUpdateBankCard() {
  return useMutation({
    mutationFn: updateBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
