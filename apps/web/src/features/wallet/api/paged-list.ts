import { infiniteQueryOptions } from '@tanstack/react-query';
import { WALLET_KEY } from './get-wallet';

/** How many entries one page of a wallet list asks for. */
export const PAGE_SIZE = 20;

type Page = { page: number; size: number; total: number };

/** The page after `last`, while the pages so far hold fewer entries than the total; none at the end. */
export function nextPage(last: Page): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}

/**
 * A wallet list read page by page, from 1 (infinite scroll), under WALLET_KEY so that a money call
 * refreshes it with the balances.
 */
export function pagedListQueryOptions<T extends Page>(name: string, fetchPage: (page: number, signal?: AbortSignal) => Promise<T>) {
  return infiniteQueryOptions({
    queryKey: [...WALLET_KEY, name],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
