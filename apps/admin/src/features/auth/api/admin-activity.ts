import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `adminActivity` call (see the route in @uu/contract). */
export const adminActivity = () => callApi(routes.adminActivity);
