import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SignLog } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { COUPONS_KEY, WALLET_KEY } from '@/lib/query-keys';

/** Every check-in query starts with this key, so a check-in refreshes them all. */
export const CHECK_IN_KEY = ['check-in'] as const;

/** What a check-in or a make-up may change: the calendar, the wallet (a reward, a make-up's UU) and the coupons (a reward). */
export const REWARDED_KEYS = [CHECK_IN_KEY, WALLET_KEY, COUPONS_KEY] as const;

/** GET /SignLog/listSignLog: a month's check-ins, today, the streak and the streak rewards; the current month without `month`. */
export function getSignLog(month: string | undefined, signal?: AbortSignal): Promise<SignLog> {
  return request(routes.listSignLog, { query: { month }, signal });
}

export const getSignLogQueryOptions = (month: string | undefined) =>
  queryOptions({
    queryKey: [...CHECK_IN_KEY, 'log', month ?? 'current'],
    queryFn: ({ signal }) => getSignLog(month, signal),
    // Today changes at the platform's midnight, and a check-in may happen on another device.
    staleTime: 0,
  });

export function useSignLog(month: string | undefined) {
  // The previous month stays on screen while the next one loads, so the calendar does not jump.
  return useQuery({ ...getSignLogQueryOptions(month), placeholderData: keepPreviousData });
}
