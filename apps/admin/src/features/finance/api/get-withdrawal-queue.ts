import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalQueueQuery } from '@uu/contract/admin-finance';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

export const withdrawalQueueKey = ['admin', 'finance', 'withdrawals'] as const;

export const withdrawalQueueOptions = (query: WithdrawalQueueQuery) =>
  queryOptions({
    queryKey: [...withdrawalQueueKey, query],
    queryFn: () => callApi(routes.listWithdrawalQueue, { query }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawalQueue = (query: WithdrawalQueueQuery) => useQuery(withdrawalQueueOptions(query));
