import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveAdminUser>;

/** The console's `saveAdminUser` call (see the route in @uu/contract). */
export const saveAdminUser = (body: NonNullable<Options['body']>) => callApi(routes.saveAdminUser, { body });
