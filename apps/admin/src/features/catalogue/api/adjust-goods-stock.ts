import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adjustGoodsStock>;

/** The console's `adjustGoodsStock` call (see the route in @uu/contract). */
export const adjustGoodsStock = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.adjustGoodsStock, { params, body });
