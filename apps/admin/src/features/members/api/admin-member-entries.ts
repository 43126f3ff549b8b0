import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminMemberEntries>;

/** The console's `adminMemberEntries` call (see the route in @uu/contract). */
export const adminMemberEntries = (params: NonNullable<Options['params']>, query: Options['query']) =>
  callApi(routes.adminMemberEntries, { params, query });
