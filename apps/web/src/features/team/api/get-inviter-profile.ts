import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@uu/contract/accounts';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { session, useSession } from '@/lib/session';

/**
 * GET /personInfo/getUserInfo for the share area: the invitation code, nickname and avatar on the
 * posters. Same query key as the profile elsewhere (features do not import each other; the cache
 * is shared), shown at once from the stored session while the fresh copy loads.
 */
export function useInviterProfile() {
  const { info } = useSession();
  return useQuery({
    queryKey: ['user-info'],
    queryFn: async ({ signal }): Promise<UserInfo> => {
      const fresh = await request(routes.getUserInfo, { signal });
      session.set('info', fresh);
      return fresh;
    },
    placeholderData: info ?? undefined,
  });
}
