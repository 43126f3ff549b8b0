import { useMutation } from '@tanstack/react-query';
import type { Address, UpdateAddressBody } from '@uu/contract/addresses';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { ADDRESSES_KEY } from './list-addresses';

/**
 * POST /address/update: the whole address again (setting the default too). Marking another
 * address default moves the default; unmarking the default does not (one is always the default).
 */
export function updateAddress(body: UpdateAddressBody): Promise<Address> {
  return request(routes.updateAddress, { body });
}

export function useUpdateAddress() {
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADDRESSES_KEY, 'list'] }),
  });
}
