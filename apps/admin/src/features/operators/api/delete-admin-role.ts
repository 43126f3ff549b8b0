import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `deleteAdminRole` call (see the route in @uu/contract). */
export const deleteAdminRole = (id: string) => callApi(routes.deleteAdminRole, { params: { id } });
