import { useMutation } from '@tanstack/react-query';
import type { CheckInReminder } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { CHECK_IN_KEY } from './get-sign-log';

/** PUT /SignLog/reminder: turns the daily check-in reminder on or off. */
export function setReminder(enabled: boolean): Promise<CheckInReminder> {
  return request(routes.setCheckInReminder, { body: { enabled } });
}

export function useSetReminder() {
  return useMutation({
    mutationFn: setReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECK_IN_KEY }),
  });
}
