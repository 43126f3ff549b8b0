import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveFaq>;

/** The console's `saveFaq` call (see the route in @uu/contract). */
export const saveFaq = (body: NonNullable<Options['body']>) => callApi(routes.saveFaq, { body });
