import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { PromotionPersonNumber } from '@uu/contract/team';
import { request } from '@/lib/api-client';
import { TEAM_KEY } from './get-my-team-info';

/** GET /personInfo/selectPromotionPersonNumber: invited in total and today (platform day). */
export function getPromotionPersonNumber(signal?: AbortSignal): Promise<PromotionPersonNumber> {
  return request(routes.selectPromotionPersonNumber, { signal });
}

export const promotionPersonNumberQueryOptions = () =>
  queryOptions({ queryKey: [...TEAM_KEY, 'invited'], queryFn: ({ signal }) => getPromotionPersonNumber(signal), staleTime: 0 });

export function usePromotionPersonNumber() {
  return useQuery(promotionPersonNumberQueryOptions());
}
