import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.setGoodsShelf>;

/** The console's `setGoodsShelf` call (see the route in @uu/contract). */
export const setGoodsShelf = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.setGoodsShelf, { params, body });
