import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponCopiesQuery } from '@uu/contract/coupons';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { catalogueKeys } from '../catalogue-lib';

/** One page of a coupon's copies (who was given one, who used it on which order). */
export function useCouponCopies(id: number | null, query: CouponCopiesQuery) {
  return useQuery({
    queryKey: [...catalogueKeys.coupons, 'copies', id, query],
    queryFn: () => callApi(routes.listCouponCopies, { params: { id: id ?? 0 }, query }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
