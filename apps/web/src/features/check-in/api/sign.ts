import { useMutation } from '@tanstack/react-query';
import type { SignResult } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { REWARDED_KEYS } from './get-sign-log';

/** POST /SignLog/sign: today's check-in (once per platform day): +1 question today, maybe a streak reward. */
export function sign(): Promise<SignResult> {
  return request(routes.sign);
}

export function useSign() {
  return useMutation({
    mutationFn: sign,
    // Also after 'already checked in' (another device): the calendar shows the truth either way. A streak or milestone
    // reward (money or a coupon) changes the wallet and the coupons too.
    onSettled: () => Promise.all(REWARDED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
