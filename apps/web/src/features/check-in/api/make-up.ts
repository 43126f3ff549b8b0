import { useMutation } from '@tanstack/react-query';
import type { MakeUpResult } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { REWARDED_KEYS } from './get-sign-log';

/**
 * POST /SignLog/makeUp: a make-up check-in (補簽) of a missed past day of this month, costing UU or
 * a make-up card (as the operator sets) and restoring the streak. A refusal (none left, not enough
 * UU, no card, already checked in) is shown by the API client in the member's language.
 */
export function makeUp(input: { day: string; useCard?: boolean }): Promise<MakeUpResult> {
  return request(routes.makeUpSign, { body: input });
}

export function useMakeUp() {
  return useMutation({
    mutationFn: makeUp,
    // Also after a refusal (another device made it up): the calendar shows the truth either way. The UU it cost (and a
    // milestone's reward: money or a coupon) changes the wallet and the coupons too.
    onSettled: () => Promise.all(REWARDED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
