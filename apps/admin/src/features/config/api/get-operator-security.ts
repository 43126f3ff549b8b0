import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `getOperatorSecurity` call (see the route in @uu/contract). */
export const getOperatorSecurity = () => callApi(routes.getOperatorSecurity);
