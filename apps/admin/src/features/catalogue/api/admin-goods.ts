import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminGoods>;

/** The console's `adminGoods` call (see the route in @uu/contract). */
export const adminGoods = (query: Options['query']) => callApi(routes.adminGoods, { query });
