import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.listAdjustmentRequests>;

/** The console's `listAdjustmentRequests` call (see the route in @uu/contract). */
export const listAdjustmentRequests = (query: Options['query']) => callApi(routes.listAdjustmentRequests, { query });
