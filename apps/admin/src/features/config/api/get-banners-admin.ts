import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `getBannersAdmin` call (see the route in @uu/contract). */
export const getBannersAdmin = () => callApi(routes.getBannersAdmin);
