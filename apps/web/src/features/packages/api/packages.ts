import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Header } from '@uu/contract/headers';
import type { CreateFlowPlanBody, CreateFlowPlanResult } from '@uu/contract/packages';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** Every packages query starts with this key: a purchase refreshes them all. */
export const PACKAGES_KEY = ['packages'] as const;

/** GET /plan/listPlans: every package on sale, cheapest first. */
export function usePlans(locale: string) {
  return useQuery({
    queryKey: [...PACKAGES_KEY, 'plans', locale],
    queryFn: async ({ signal }) => (await request(routes.listPlans, { query: {}, signal })).list,
  });
}

/** GET /personInfo/selectMyFlow: total, used and remaining traffic. */
export function useMyFlow(locale: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PACKAGES_KEY, 'flow', locale],
    queryFn: ({ signal }) => request(routes.selectMyFlow, { signal }),
    enabled,
  });
}

/** GET /chat/allowance: today's questions, with what chat packages add. */
export function useChatAllowance(enabled: boolean) {
  return useQuery({
    queryKey: [...PACKAGES_KEY, 'allowance'],
    queryFn: ({ signal }) => request(routes.chatAllowance, { signal }),
    enabled,
  });
}

/** POST /plan/createFlowPlan; `key` is the purchase's Idempotency-Key. */
export function createFlowPlan({ body, key }: { body: CreateFlowPlanBody; key: string }): Promise<CreateFlowPlanResult> {
  return request(routes.createFlowPlan, { body, headers: { [Header.idempotencyKey]: key } });
}

export function useRefreshPackages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PACKAGES_KEY });
}
