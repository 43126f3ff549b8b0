import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminListMembers>;

/** The console's `adminListMembers` call (see the route in @uu/contract). */
export const adminListMembers = (query: Options['query']) => callApi(routes.adminListMembers, { query });
