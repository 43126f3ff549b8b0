import { useMutation } from '@tanstack/react-query';
import type { LoginForm, LoginResult } from '@uu/contract/accounts';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { sha256Hex } from '@/lib/hash';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { getUserInfoQueryOptions } from './get-user-info';

/** POST /auth/doLogin with the password as SHA-256 hex (product.md "Passwords"). */
export async function login(form: LoginForm): Promise<LoginResult> {
  const password = await sha256Hex(form.password);
  return request(routes.login, { body: { account: form.account.trim(), password } });
}

/**
 * Signs in: stores the login data as the session (spec §7), then fills `info` from the profile
 * call. A failed profile call does not undo the sign-in: Mine loads it again.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (form: LoginForm) => {
      const result = await login(form);
      session.signIn(result);
      await queryClient.query(getUserInfoQueryOptions()).catch(() => undefined);
      return result;
    },
  });
}
