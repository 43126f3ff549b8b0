import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { DEVICES_KEY } from './list-devices';

/** POST /user/devices/signOut: signs out one of the member's other devices at once. */
export function signOutDevice(id: number): Promise<{ count: number }> {
  return request(routes.signOutDevice, { body: { id } });
}

export function useSignOutDevice() {
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
