import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.setStoreEnabled>;

/** The console's `setStoreEnabled` call (see the route in @uu/contract). */
export const setStoreEnabled = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.setStoreEnabled, { params, body });
