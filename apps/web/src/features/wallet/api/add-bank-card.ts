import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { BankCard, BankCardBody } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from './get-wallet';

/** PUT /bankCard/addBankCard: a card for payouts; the answer masks the number. */
export function addBankCard(body: BankCardBody): Promise<BankCard> {
  return request(routes.addBankCard, { body });
}

export function useAddBankCard() {
  return useMutation({
    mutationFn: addBankCard,
    // The card list, and the wallet's hasPayoutDestination.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
