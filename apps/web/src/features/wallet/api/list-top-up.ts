import { useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { topUpPageSchema } from '@uu/contract/wallet';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { PAGE_SIZE, pagedListQueryOptions } from './paged-list';

type TopUpPage = z.infer<typeof topUpPageSchema>;

/** GET /topUp/list: the member's top-ups, newest first. */
export function listTopUp(page: number, signal?: AbortSignal): Promise<TopUpPage> {
  return request(routes.listTopUp, { query: { page, size: PAGE_SIZE }, signal });
}

export const listTopUpQueryOptions = () => pagedListQueryOptions('top-ups', listTopUp);

export function useTopUps() {
  return useInfiniteQuery(listTopUpQueryOptions());
}
