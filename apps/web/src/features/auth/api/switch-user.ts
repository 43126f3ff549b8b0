import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@uu/contract/accounts';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { getUserInfoQueryOptions } from './get-user-info';

/** POST /auth/switchUser: a fresh token for one of the member's other accounts; the current token then answers 601. */
export function switchUser(userId: number): Promise<LoginResult> {
  return request(routes.switchUser, { body: { userId } });
}

/**
 * Switches account: the answer is stored as the session as a login's is (spec §7) and the
 * profile is fetched as after a login; a failed profile call does not undo the switch.
 */
export function useSwitchUser() {
  return useMutation({
    mutationFn: async (userId: number) => {
      const result = await switchUser(userId);
      // The token changes, so lib/query-client drops every cached answer of the previous account.
      session.switchAccount(result);
      await queryClient.query(getUserInfoQueryOptions()).catch(() => undefined);
      return result;
    },
  });
}
