import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SignInHistory } from '@uu/contract/devices';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { DEVICES_KEY } from './list-devices';

export const SIGN_IN_PAGE_SIZE = 20;

/** GET /user/signInHistory: one page of the account's sign-ins of the last 90 days, newest first. */
export function getSignInHistory(page: number, signal?: AbortSignal): Promise<SignInHistory> {
  return request(routes.signInHistory, { query: { page, size: SIGN_IN_PAGE_SIZE }, signal });
}

export const getSignInHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...DEVICES_KEY, 'sign-ins'],
    queryFn: ({ pageParam, signal }) => getSignInHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SignInHistory) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useSignInHistory() {
  return useInfiniteQuery(getSignInHistoryQueryOptions());
}
