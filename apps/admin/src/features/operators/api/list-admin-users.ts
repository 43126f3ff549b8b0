import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `listAdminUsers` call (see the route in @uu/contract). */
export const listAdminUsers = () => callApi(routes.listAdminUsers);
