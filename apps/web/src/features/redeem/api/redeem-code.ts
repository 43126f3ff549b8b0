import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemResult } from '@uu/contract/redemption';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** POST /user/redeem: the code as typed (the contract's schema strips dashes and spaces, upper-cases). */
export function redeemCode(code: string): Promise<RedeemResult> {
  // silent: the screen says why a code was refused beside the input, in the member's language.
  return request(routes.redeemCode, { body: { code }, silent: true });
}

/**
 * Redeems a code. A reward lands in the wallet, the coupons or the chat allowance; the features
 * do not import each other, so every query is marked stale and each screen refetches when opened.
 */
export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () => client.invalidateQueries(),
  });
}
