import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyUsers } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** GET /user/listMyUsers: the person's accounts (the registered one and its siblings) and how many are allowed. */
export function listMyUsers(signal?: AbortSignal): Promise<MyUsers> {
  return request(routes.listMyUsers, { signal });
}

export const getMyUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['my-users'],
    queryFn: ({ signal }) => listMyUsers(signal),
  });

export function useMyUsers() {
  return useQuery(getMyUsersQueryOptions());
}
