import { useMutation } from '@tanstack/react-query';
import type { UserInfo } from '@uu/contract/accounts';
import type { SetPayPasswordForm } from '@uu/contract/passwords';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { sha256Hex } from '@/lib/hash';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { getUserInfoQueryOptions } from './get-user-info';

/**
 * POST /personInfo/setPayPassword: the first payment password (6 digits, hashed like every
 * password) with a code from applyModifyPassword. The session stays; the answer is the profile,
 * now with isSetPayPassword.
 */
export async function setPayPassword(form: Pick<SetPayPasswordForm, 'code' | 'payPassword'>): Promise<UserInfo> {
  const payPassword = await sha256Hex(form.payPassword);
  return request(routes.setPayPassword, { body: { payPassword, code: form.code.trim() } });
}

export function useSetPayPassword() {
  return useMutation({
    mutationFn: setPayPassword,
    onSuccess: (info) => {
      session.set('info', info);
      queryClient.setQueryData(getUserInfoQueryOptions().queryKey, info);
    },
  });
}
