import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.deleteStore>;

/** The console's `deleteStore` call (see the route in @uu/contract). */
export const deleteStore = (params: NonNullable<Options['params']>) => callApi(routes.deleteStore, { params });
