import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { MyTeamInfo, TeamPeriod } from '@uu/contract/team';
import { request } from '@/lib/api-client';
import { nextPage } from '../utils/team-rules';

export const TEAM_KEY = ['team'] as const;
export const DIRECTS_PAGE_SIZE = 20;

/** GET /team/myTeamInfo: the member's own figures and one page of their direct referrals. */
export function getMyTeamInfo(period: TeamPeriod, page: number, signal?: AbortSignal): Promise<MyTeamInfo> {
  return request(routes.myTeamInfo, { query: { period, page, size: DIRECTS_PAGE_SIZE }, signal });
}

export const myTeamInfoQueryOptions = (period: TeamPeriod) =>
  infiniteQueryOptions({
    queryKey: [...TEAM_KEY, 'info', period],
    queryFn: ({ pageParam, signal }) => getMyTeamInfo(period, pageParam, signal),
    initialPageParam: 1,
    // A team grows by other members' registrations and orders: read it again whenever the page opens.
    staleTime: 0,
    getNextPageParam: (last) => nextPage(last.directs),
  });

/** The figures come with every page; the first page's are shown, the directs of all pages listed. */
export function useMyTeamInfo(period: TeamPeriod) {
  return useInfiniteQuery(myTeamInfoQueryOptions(period));
}
