import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { Currency, MoneyLog, MoneyLogType } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';
import { nextPage } from './paged-list';

export const MONEY_LOG_PAGE_SIZE = 20;

/** `from`/`to`: the period, platform days, both included (the sums are over it). */
export type MoneyLogFilter = { currency?: Currency; type?: MoneyLogType; from?: string; to?: string };

/** GET /moneyLog/questSumMoneyLog: one page of the member's entries, with the filter's income and expense sums. */
export function getMoneyLog(filter: MoneyLogFilter, page: number, signal?: AbortSignal): Promise<MoneyLog> {
  return request(routes.moneyLog, { query: { ...filter, page, size: MONEY_LOG_PAGE_SIZE }, signal });
}

export const getMoneyLogQueryOptions = (filter: MoneyLogFilter) =>
  infiniteQueryOptions({
    queryKey: [...WALLET_KEY, 'money-log', filter],
    queryFn: ({ pageParam, signal }) => getMoneyLog(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useMoneyLog(filter: MoneyLogFilter) {
  return useInfiniteQuery(getMoneyLogQueryOptions(filter));
}
