import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminTwoFactorLogin>;

/** The console's `adminTwoFactorLogin` call (see the route in @uu/contract). */
export const adminTwoFactorLogin = (body: NonNullable<Options['body']>) => callApi(routes.adminTwoFactorLogin, { body });
