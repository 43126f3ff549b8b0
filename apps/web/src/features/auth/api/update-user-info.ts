import { useMutation } from '@tanstack/react-query';
import type { UserInfo } from '@uu/contract/accounts';
import type { UpdateUserInfoBody } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { getUserInfoQueryOptions } from './get-user-info';
import { getMyUsersQueryOptions } from './list-my-users';

/** POST /personInfo/updateUserInfo: a new nickname and/or avatar (an own upload, `/files/<name>`). */
export function updateUserInfo(body: UpdateUserInfoBody): Promise<UserInfo> {
  return request(routes.updateUserInfo, { body });
}

/** Answers the fresh profile: stored as the session's `info` and as the profile query's data. */
export function useUpdateUserInfo() {
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (info) => {
      session.set('info', info);
      queryClient.setQueryData(getUserInfoQueryOptions().queryKey, info);
      // The account switcher shows the same nickname and avatar.
      void queryClient.invalidateQueries({ queryKey: getMyUsersQueryOptions().queryKey });
    },
  });
}
