import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminSetMemberNote>;

/** The console's `adminSetMemberNote` call (see the route in @uu/contract). */
export const adminSetMemberNote = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.adminSetMemberNote, { params, body });
