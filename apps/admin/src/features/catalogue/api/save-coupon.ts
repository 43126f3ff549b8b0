import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveCoupon>;

/** The console's `saveCoupon` call (see the route in @uu/contract). */
export const saveCoupon = (body: NonNullable<Options['body']>) => callApi(routes.saveCoupon, { body });
