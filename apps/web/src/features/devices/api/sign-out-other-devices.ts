import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { DEVICES_KEY } from './list-devices';

/** POST /user/devices/signOutOthers: signs out every device of the account but this one. */
export function signOutOtherDevices(): Promise<{ count: number }> {
  return request(routes.signOutOtherDevices);
}

export function useSignOutOtherDevices() {
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
