import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.mallStores>;

/** The console's `mallStores` call (see the route in @uu/contract). */
export const mallStores = (query: Options['query']) => callApi(routes.mallStores, { query });
