import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveNotice>;

/** The console's `saveNotice` call (see the route in @uu/contract). */
export const saveNotice = (body: NonNullable<Options['body']>) => callApi(routes.saveNotice, { body });
