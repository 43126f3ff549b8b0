import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** What a new CRC rate would change for members, before it is set. */
export const getCrcRateImpact = (rate: string) => callApi(routes.crcRateImpact, { query: { rate } });
