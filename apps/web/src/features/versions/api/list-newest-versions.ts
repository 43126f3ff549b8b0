import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { PublishedVersion } from '@uu/contract/versions';
import { request } from '@/lib/api-client';

/** GET /version/listNewest (ours): the newest version of every platform, for the download page. */
export function listNewestVersions(signal?: AbortSignal): Promise<PublishedVersion[]> {
  return request(routes.listNewestVersions, { signal });
}

export const newestVersionsQueryOptions = (locale: string) =>
  queryOptions({ queryKey: ['versions', 'newest', locale], queryFn: ({ signal }) => listNewestVersions(signal) });

export function useNewestVersions(locale: string) {
  return useQuery(newestVersionsQueryOptions(locale));
}
