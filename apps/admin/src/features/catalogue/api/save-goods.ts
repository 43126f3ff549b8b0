import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveGoods>;

/** The console's `saveGoods` call (see the route in @uu/contract). */
export const saveGoods = (body: NonNullable<Options['body']>) => callApi(routes.saveGoods, { body });
