import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The coupons a batch may give (the catalogue's definitions). */
export const listCouponDefinitions = () => callApi(routes.listCouponDefinitions);
