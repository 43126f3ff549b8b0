import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { UserInfo } from '@uu/contract/accounts';
import { request } from '@/lib/api-client';
import { session, useSession } from '@/lib/session';

/** GET /personInfo/getUserInfo: fills the session's `info` (spec §7). */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const info = await request(routes.getUserInfo, { signal });
  session.set('info', info);
  return info;
}

export const getUserInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
  });

/** The member's profile, shown at once from the stored session while the fresh copy loads. */
export function useUserInfo() {
  const { info } = useSession();
  return useQuery({ ...getUserInfoQueryOptions(), placeholderData: info ?? undefined });
}
