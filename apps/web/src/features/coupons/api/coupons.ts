import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponStatus, UseCouponResult } from '@uu/contract/coupons';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { COUPONS_KEY } from '@/lib/query-keys';

export { COUPONS_KEY };
const PAGE_SIZE = 10;

/** GET /coupon/listCoupon, one tab as the member scrolls; each page carries the counts of the three tabs. */
export function useCoupons(status: CouponStatus, locale: string) {
  return useInfiniteQuery({
    queryKey: [...COUPONS_KEY, status, locale],
    queryFn: ({ pageParam, signal }) => request(routes.listCoupon, { query: { status, page: pageParam, size: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

/** How many coupons the member can use on an order now (Mine's count): the available mall coupons. */
export function useCouponsForOrders(locale: string, enabled = true) {
  return useQuery({
    queryKey: [...COUPONS_KEY, 'forOrders', locale],
    queryFn: async ({ signal }) => (await request(routes.listCoupon, { query: { status: 'available', size: 1 }, signal })).counts.forOrders,
    enabled,
  });
}

/** useCoupon: redeems a package coupon (its package starts now). */
export function useRedeemCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<UseCouponResult> => request(routes.useCoupon, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
