import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.deleteFaq>;

/** The console's `deleteFaq` call (see the route in @uu/contract). */
export const deleteFaq = (params: NonNullable<Options['params']>) => callApi(routes.deleteFaq, { params });
