import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.listAudit>;

/** The console's `listAudit` call (see the route in @uu/contract). */
export const listAudit = (query: Options['query']) => callApi(routes.listAudit, { query });
