import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `listCouponDefinitions` call (see the route in @uu/contract). */
export const listCouponDefinitions = () => callApi(routes.listCouponDefinitions);
