import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.listVersions>;

/** The console's `listVersions` call (see the route in @uu/contract). */
export const listVersions = (query: Options['query']) => callApi(routes.listVersions, { query });
