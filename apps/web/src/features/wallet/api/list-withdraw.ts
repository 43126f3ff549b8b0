import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { withdrawalPageSchema } from '@uu/contract/wallet';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { PAGE_SIZE, pagedListQueryOptions } from './paged-list';

type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

/** GET /listWithdraw: the member's withdrawals and payouts, newest first. */
export function listWithdraw(page: number, signal?: AbortSignal): Promise<WithdrawalPage> {
  return request(routes.listWithdraw, { query: { page, size: PAGE_SIZE }, signal });
}

export const listWithdrawQueryOptions = () => pagedListQueryOptions('withdrawals', listWithdraw);

export function useWithdrawals() {
  return useInfiniteQuery(listWithdrawQueryOptions());
}
