import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.activateMember>;

/** The console's `activateMember` call (see the route in @uu/contract). */
export const activateMember = (params: NonNullable<Options['params']>) => callApi(routes.activateMember, { params });
