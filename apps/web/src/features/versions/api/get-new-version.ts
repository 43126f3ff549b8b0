import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_VERSION } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { NewVersion } from '@uu/contract/versions';
import { request } from '@/lib/api-client';

/**
 * GET /version/getNewVersion (spec §7): the newest version of a platform and whether this client
 * (2.1.7, spec §9) must or may update. `silent`: the start-up check shows nothing when it fails.
 */
export function getNewVersion(platform: number, options: { silent?: boolean; signal?: AbortSignal } = {}): Promise<NewVersion> {
  return request(routes.getNewVersion, { query: { platform, version: CLIENT_VERSION }, ...options });
}

export const newVersionQueryOptions = (platform: number, locale: string) =>
  queryOptions({
    queryKey: ['versions', 'new', platform, locale],
    queryFn: ({ signal }) => getNewVersion(platform, { signal }),
  });

export function useNewVersion(platform: number, locale: string) {
  return useQuery(newVersionQueryOptions(platform, locale));
}
