import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminListAnnouncements>;

/** The console's `adminListAnnouncements` call (see the route in @uu/contract). */
export const listAnnouncements = (query: Options['query']) => callApi(routes.adminListAnnouncements, { query });
