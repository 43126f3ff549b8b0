import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.operatorActivity>;

/** The console's `operatorActivity` call (see the route in @uu/contract). */
export const operatorActivity = (params: NonNullable<Options['params']>) => callApi(routes.operatorActivity, { params });
