import { useMutation } from '@tanstack/react-query';
import type { SendCodeQuery, SendCodeResult } from '@uu/contract/accounts';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** GET /sms/sendCode: a 6-digit code to an email or E.164 phone (spec §7, product.md "Accounts"). */
export function sendCode(query: SendCodeQuery): Promise<SendCodeResult> {
  return request(routes.sendCode, { query });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
