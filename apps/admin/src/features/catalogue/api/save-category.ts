import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveCategory>;

/** The console's `saveCategory` call (see the route in @uu/contract). */
export const saveCategory = (body: NonNullable<Options['body']>) => callApi(routes.saveCategory, { body });
