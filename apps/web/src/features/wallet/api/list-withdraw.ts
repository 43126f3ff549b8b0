import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { withdrawalPageSchema } from '@uu/contract/wallet';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

const PAGE_SIZE = 20;

/** GET /listWithdraw: the member's withdrawals and payouts, newest first. */
export function listWithdraw(page: number, signal?: AbortSignal): Promise<WithdrawalPage> {
  return request(routes.listWithdraw, { query: { page, size: PAGE_SIZE }, signal });
}

export const listWithdrawQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...WALLET_KEY, 'withdrawals'],
    queryFn: ({ pageParam, signal }) => listWithdraw(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useWithdrawals() {
  return useInfiniteQuery(listWithdrawQueryOptions());
}
