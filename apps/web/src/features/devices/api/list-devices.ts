import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@uu/contract/devices';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

export const DEVICES_KEY = ['devices'] as const;

/** GET /user/devices: the account's signed-in devices, most recently active first, this one marked. */
export function listDevices(signal?: AbortSignal): Promise<Device[]> {
  return request(routes.listDevices, { signal });
}

export const getDevicesQueryOptions = () =>
  queryOptions({
    queryKey: [...DEVICES_KEY, 'list'],
    queryFn: ({ signal }) => listDevices(signal),
  });

export function useDevices() {
  return useQuery(getDevicesQueryOptions());
}
