import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminDashboard>;

/** The console's `adminDashboard` call (see the route in @uu/contract). */
export const adminDashboard = (query: Options['query']) => callApi(routes.adminDashboard, { query });
