import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { topUpPageSchema } from '@uu/contract/wallet';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

type TopUpPage = z.infer<typeof topUpPageSchema>;

const PAGE_SIZE = 20;

/** GET /topUp/list: the member's top-ups, newest first. */
export function listTopUp(page: number, signal?: AbortSignal): Promise<TopUpPage> {
  return request(routes.listTopUp, { query: { page, size: PAGE_SIZE }, signal });
}

export const listTopUpQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...WALLET_KEY, 'top-ups'],
    queryFn: ({ pageParam, signal }) => listTopUp(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useTopUps() {
  return useInfiniteQuery(listTopUpQueryOptions());
}
