import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `adminCategories` call (see the route in @uu/contract). */
export const adminCategories = () => callApi(routes.adminCategories);
