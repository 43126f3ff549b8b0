import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `setUpTwoFactor` call (see the route in @uu/contract). */
export const setUpTwoFactor = () => callApi(routes.setUpTwoFactor);
