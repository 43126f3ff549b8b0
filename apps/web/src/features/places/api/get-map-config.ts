import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@uu/contract/places';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** GET /sysConfig/getMapConfig: where the map's tiles come from (null: coordinates and address only). */
export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  // Silent: without the config the pages still show the place as text, which is what they are for.
  return request(routes.getMapConfig, { signal, silent: true });
}

// The server's configuration: it changes only with a restart.
export const getMapConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['map-config'],
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

export function useMapConfig() {
  return useQuery(getMapConfigQueryOptions());
}
