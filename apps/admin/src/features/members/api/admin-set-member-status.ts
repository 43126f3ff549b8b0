import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminSetMemberStatus>;

/** The console's `adminSetMemberStatus` call (see the route in @uu/contract). */
export const adminSetMemberStatus = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.adminSetMemberStatus, { params, body });
