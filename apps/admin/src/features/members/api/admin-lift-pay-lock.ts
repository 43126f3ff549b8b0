import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminLiftPayLock>;

/** The console's `adminLiftPayLock` call (see the route in @uu/contract). */
export const adminLiftPayLock = (params: NonNullable<Options['params']>) => callApi(routes.adminLiftPayLock, { params });
