import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inviter } from '@uu/contract/accounts';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** GET /user/inviter: whom an invitation link's code belongs to (nickname and avatar). */
export function getInviter(code: string, signal?: AbortSignal): Promise<Inviter> {
  // Silent: a code that invites nobody is said by the registration itself.
  return request(routes.inviter, { query: { code }, signal, silent: true });
}

export const getInviterQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['inviter', code],
    queryFn: ({ signal }) => getInviter(code, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The inviter of a link's code; nothing is asked without a code. */
export function useInviter(code: string) {
  return useQuery({ ...getInviterQueryOptions(code), enabled: code !== '' });
}
