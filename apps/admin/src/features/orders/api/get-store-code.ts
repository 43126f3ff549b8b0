import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.getStoreCode>;

/** The console's `getStoreCode` call (see the route in @uu/contract). */
export const getStoreCode = (query: Options['query']) => callApi(routes.getStoreCode, { query });
