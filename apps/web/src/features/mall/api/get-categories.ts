import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@uu/contract/mall';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** Every mall query starts with this key (and the language: names arrive in the member's language). */
export const MALL_KEY = ['mall'] as const;

/** GET /mall/categories: the categories in the operator's order. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await request(routes.mallCategories, { signal })).list;
}

export const getCategoriesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...MALL_KEY, 'categories', locale],
    queryFn: ({ signal }) => getCategories(signal),
    // Operators rarely change them; a visit a few minutes later may keep the tabs it had.
    staleTime: 5 * 60_000,
  });

export function useCategories(locale: string) {
  return useQuery(getCategoriesQueryOptions(locale));
}
