import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminSetMemberTags>;

/** The console's `adminSetMemberTags` call (see the route in @uu/contract). */
export const adminSetMemberTags = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.adminSetMemberTags, { params, body });
