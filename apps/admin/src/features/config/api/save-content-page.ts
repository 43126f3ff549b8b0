import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveContentPage>;

/** The console's `saveContentPage` call (see the route in @uu/contract). */
export const saveContentPage = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.saveContentPage, { params, body });
