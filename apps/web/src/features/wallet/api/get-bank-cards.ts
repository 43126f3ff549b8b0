import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { bankCardListSchema } from '@uu/contract/wallet';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export type BankCardList = z.infer<typeof bankCardListSchema>;

/** GET /bankCard/getBankCard: the member's cards, numbers masked, and how many are allowed. */
export function getBankCards(signal?: AbortSignal): Promise<BankCardList> {
  return request(routes.getBankCard, { signal });
}

export const getBankCardsQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'bank-cards'],
    queryFn: ({ signal }) => getBankCards(signal),
  });

export function useBankCards() {
  return useQuery(getBankCardsQueryOptions());
}
