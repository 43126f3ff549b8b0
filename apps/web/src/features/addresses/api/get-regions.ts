import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Region } from '@uu/contract/addresses';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { ADDRESSES_KEY } from './list-addresses';

/**
 * GET /address/region?parent=: one level of the region tree (the top level without a parent:
 * Taiwan, Hong Kong, Macau, mainland China). Names come in the request's language, so the locale
 * is part of the key.
 */
export function getRegions(parent: string | undefined, signal?: AbortSignal): Promise<{ list: Region[] }> {
  return request(routes.region, { query: { parent }, signal });
}

export const getRegionsQueryOptions = (parent: string | undefined, locale: string) =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, 'regions', locale, parent ?? ''],
    queryFn: ({ signal }) => getRegions(parent, signal),
    // The tree changes only with a release of the region data.
    staleTime: Infinity,
  });

/** One level, loaded only when the picker shows it (`enabled`): the tree has some 3,900 regions. */
export function useRegions(parent: string | undefined, locale: string, enabled = true) {
  return useQuery({ ...getRegionsQueryOptions(parent, locale), enabled });
}
