import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressListSchema } from '@uu/contract/addresses';
import { routes } from '@uu/contract/routes';
import type { z } from 'zod';
import { request } from '@/lib/api-client';

export type AddressList = z.infer<typeof addressListSchema>;

/** Every address query starts with this key, so one invalidation after a change refreshes them all. */
export const ADDRESSES_KEY = ['addresses'] as const;

/** PUT /address/list: the member's addresses, the default first, with how many are allowed. */
export function listAddresses(signal?: AbortSignal): Promise<AddressList> {
  return request(routes.listAddress, { signal });
}

/** The region names in the list come in the request's language: the locale is part of the key. */
export const listAddressesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, 'list', locale],
    queryFn: ({ signal }) => listAddresses(signal),
  });

export function useAddresses(locale: string) {
  return useQuery(listAddressesQueryOptions(locale));
}
