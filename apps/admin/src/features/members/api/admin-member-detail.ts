import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminMemberDetail>;

/** The console's `adminMemberDetail` call (see the route in @uu/contract). */
export const adminMemberDetail = (params: NonNullable<Options['params']>) => callApi(routes.adminMemberDetail, { params });
