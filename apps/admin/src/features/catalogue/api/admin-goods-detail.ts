import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminGoodsDetail>;

/** The console's `adminGoodsDetail` call (see the route in @uu/contract). */
export const adminGoodsDetail = (params: NonNullable<Options['params']>) => callApi(routes.adminGoodsDetail, { params });
