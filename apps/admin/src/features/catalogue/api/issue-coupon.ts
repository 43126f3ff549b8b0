import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.issueCoupon>;

/** The console's `issueCoupon` call (see the route in @uu/contract). */
export const issueCoupon = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.issueCoupon, { params, body });
