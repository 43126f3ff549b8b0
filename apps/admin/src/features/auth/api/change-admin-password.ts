import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.changeAdminPassword>;

/** The console's `changeAdminPassword` call (see the route in @uu/contract). */
export const changeAdminPassword = (body: NonNullable<Options['body']>) => callApi(routes.changeAdminPassword, { body });
