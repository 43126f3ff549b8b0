import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminRevokeMemberSessions>;

/** The console's `adminRevokeMemberSessions` call (see the route in @uu/contract). */
export const adminRevokeMemberSessions = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.adminRevokeMemberSessions, { params, body });
