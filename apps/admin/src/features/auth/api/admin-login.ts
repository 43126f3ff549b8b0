import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminLogin>;

/** The console's `adminLogin` call (see the route in @uu/contract). */
export const adminLogin = (body: NonNullable<Options['body']>) => callApi(routes.adminLogin, { body });
