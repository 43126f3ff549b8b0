import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.setMemberLevel>;

/** The console's `setMemberLevel` call (see the route in @uu/contract). */
export const setMemberLevel = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.setMemberLevel, { params, body });
