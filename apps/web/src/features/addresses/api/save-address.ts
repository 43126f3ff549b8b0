import { useMutation } from '@tanstack/react-query';
import type { Address, AddressFields } from '@uu/contract/addresses';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { ADDRESSES_KEY } from './list-addresses';

/** POST /address/save: the first address, or one marked default, becomes the default. */
export function saveAddress(body: AddressFields): Promise<Address> {
  return request(routes.saveAddress, { body });
}

export function useSaveAddress() {
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADDRESSES_KEY, 'list'] }),
  });
}
