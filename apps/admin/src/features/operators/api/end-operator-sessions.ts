import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.endOperatorSessions>;

/** The console's `endOperatorSessions` call (see the route in @uu/contract). */
export const endOperatorSessions = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.endOperatorSessions, { params, body });
