import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `listAdminRoles` call (see the route in @uu/contract). */
export const listAdminRoles = () => callApi(routes.listAdminRoles);
