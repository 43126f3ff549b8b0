import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUpQueueQuery } from '@uu/contract/admin-finance';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** Every top-up list the console holds: a decision refreshes them all. */
export const topUpQueueKey = ['admin', 'finance', 'topUps'] as const;

export const topUpQueueOptions = (query: TopUpQueueQuery) =>
  queryOptions({
    queryKey: [...topUpQueueKey, query],
    queryFn: () => callApi(routes.listTopUpQueue, { query }),
    // The table keeps its rows while the next page or tab loads.
    placeholderData: keepPreviousData,
  });

export const useTopUpQueue = (query: TopUpQueueQuery) => useQuery(topUpQueueOptions(query));
