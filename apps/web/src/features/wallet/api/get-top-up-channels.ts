import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { TopUpBonusTier, TopUpChannel } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

/** GET /topUp/channels: where members send top-up money, and the bonus tiers, as the operator set them. */
export async function getTopUpChannels(signal?: AbortSignal): Promise<{ list: TopUpChannel[]; bonusTiers: TopUpBonusTier[] }> {
  return request(routes.topUpChannels, { signal });
}

export const getTopUpChannelsQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'top-up-channels'],
    queryFn: ({ signal }) => getTopUpChannels(signal),
  });

export function useTopUpChannels() {
  return useQuery(getTopUpChannelsQueryOptions());
}
