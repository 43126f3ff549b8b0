import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { ReferralRewardState, TeamRewards } from '@uu/contract/team';
import { request } from '@/lib/api-client';
import { nextPage } from '../utils/team-rules';
import { TEAM_KEY } from './get-my-team-info';

export const REWARDS_PAGE_SIZE = 10;

/** GET /team/rewards: one page of the member's own referral rewards in `state`, with the counts of each state. */
export function getTeamRewards(state: ReferralRewardState, page: number, signal?: AbortSignal): Promise<TeamRewards> {
  return request(routes.teamRewards, { query: { state, page, size: REWARDS_PAGE_SIZE }, signal });
}

export const teamRewardsQueryOptions = (state: ReferralRewardState) =>
  infiniteQueryOptions({
    queryKey: [...TEAM_KEY, 'rewards', state],
    queryFn: ({ pageParam, signal }) => getTeamRewards(state, pageParam, signal),
    initialPageParam: 1,
    // Rewards change state by a job on the server (the window passing) and by refunds: read them again on opening.
    staleTime: 0,
    getNextPageParam: (last) => nextPage(last),
  });

export function useTeamRewards(state: ReferralRewardState) {
  return useInfiniteQuery(teamRewardsQueryOptions(state));
}
