import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.setStoreWriteoffCode>;

/** The console's `setStoreWriteoffCode` call (see the route in @uu/contract). */
export const setStoreWriteoffCode = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.setStoreWriteoffCode, { params, body });
