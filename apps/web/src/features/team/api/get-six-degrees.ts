import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { SixDegrees } from '@uu/contract/team';
import { request } from '@/lib/api-client';
import { nextPage } from '../utils/team-rules';
import { TEAM_KEY } from './get-my-team-info';

export const SIX_DEGREES_PAGE_SIZE = 20;

/** GET /team/sixDegrees: the counts of depths 1-6 and one page of the members at `depth`. */
export function getSixDegrees(depth: number, page: number, signal?: AbortSignal): Promise<SixDegrees> {
  return request(routes.sixDegrees, { query: { depth, page, size: SIX_DEGREES_PAGE_SIZE }, signal });
}

export const sixDegreesQueryOptions = (depth: number) =>
  infiniteQueryOptions({
    queryKey: [...TEAM_KEY, 'six', depth],
    queryFn: ({ pageParam, signal }) => getSixDegrees(depth, pageParam, signal),
    initialPageParam: 1,
    // A team grows by other members' registrations and orders: read it again whenever the page opens.
    staleTime: 0,
    getNextPageParam: (last) => nextPage(last.members),
  });

export function useSixDegrees(depth: number) {
  return useInfiniteQuery(sixDegreesQueryOptions(depth));
}
