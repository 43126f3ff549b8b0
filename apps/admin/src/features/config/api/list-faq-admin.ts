import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `listFaqAdmin` call (see the route in @uu/contract). */
export const listFaqAdmin = () => callApi(routes.listFaqAdmin);
