import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** The console's `listAgreementsAdmin` call (see the route in @uu/contract). */
export const listAgreementsAdmin = () => callApi(routes.listAgreementsAdmin);
