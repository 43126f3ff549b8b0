import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminResetMemberPassword>;

/** The console's `adminResetMemberPassword` call (see the route in @uu/contract). */
export const adminResetMemberPassword = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.adminResetMemberPassword, { params, body });
