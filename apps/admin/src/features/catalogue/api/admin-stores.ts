import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `adminStores` call (see the route in @uu/contract). */
export const adminStores = () => callApi(routes.adminStores);
