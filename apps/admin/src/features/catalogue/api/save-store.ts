import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveStore>;

/** The console's `saveStore` call (see the route in @uu/contract). */
export const saveStore = (body: NonNullable<Options['body']>) => callApi(routes.saveStore, { body });
