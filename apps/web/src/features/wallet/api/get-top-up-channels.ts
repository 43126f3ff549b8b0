import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { TopUpChannel } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

/** GET /topUp/channels: where members send top-up money, as the operator set it. */
export async function getTopUpChannels(signal?: AbortSignal): Promise<TopUpChannel[]> {
  return (await request(routes.topUpChannels, { signal })).list;
}

export const getTopUpChannelsQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'top-up-channels'],
    queryFn: ({ signal }) => getTopUpChannels(signal),
  });

export function useTopUpChannels() {
  return useQuery(getTopUpChannelsQueryOptions());
}
