import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveAdminRole>;

/** The console's `saveAdminRole` call (see the route in @uu/contract). */
export const saveAdminRole = (body: NonNullable<Options['body']>) => callApi(routes.saveAdminRole, { body });
