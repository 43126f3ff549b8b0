import { useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The coupon definitions, for the settings' coupon pickers (registration and check-in rewards). */
export const useCouponDefinitions = () =>
  useQuery({ queryKey: ['admin', 'config', 'coupons'], queryFn: () => callApi(routes.listCouponDefinitions) });
