import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `listContentPagesAdmin` call (see the route in @uu/contract). */
export const listContentPagesAdmin = () => callApi(routes.listContentPagesAdmin);
