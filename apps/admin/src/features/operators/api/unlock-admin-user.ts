import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.unlockAdminUser>;

/** The console's `unlockAdminUser` call (see the route in @uu/contract). */
export const unlockAdminUser = (params: NonNullable<Options['params']>) => callApi(routes.unlockAdminUser, { params });
