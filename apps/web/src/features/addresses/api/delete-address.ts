import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { ADDRESSES_KEY } from './list-addresses';

/** DELETE /address?ids=1,2 (spec §3 "Address delete takes ids"); the newest left becomes the default if needed. */
export function deleteAddresses(ids: readonly number[]): Promise<{ deleted: number }> {
  return request(routes.deleteAddress, { query: { ids: ids.join(',') } });
}

export function useDeleteAddresses() {
  return useMutation({
    mutationFn: deleteAddresses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADDRESSES_KEY, 'list'] }),
  });
}
