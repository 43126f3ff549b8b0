import { useMutation } from '@tanstack/react-query';
import type { SignResult } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { CHECK_IN_KEY } from './get-sign-log';

/** POST /SignLog/sign: today's check-in (once per platform day): +1 question today, maybe a streak reward. */
export function sign(): Promise<SignResult> {
  return request(routes.sign);
}

export function useSign() {
  return useMutation({
    mutationFn: sign,
    // Also after 'already checked in' (another device): the calendar shows the truth either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECK_IN_KEY }),
  });
}
