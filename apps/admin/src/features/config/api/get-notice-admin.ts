import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `getNoticeAdmin` call (see the route in @uu/contract). */
export const getNoticeAdmin = () => callApi(routes.getNoticeAdmin);
