import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveBanners>;

/** The console's `saveBanners` call (see the route in @uu/contract). */
export const saveBanners = (body: NonNullable<Options['body']>) => callApi(routes.saveBanners, { body });
