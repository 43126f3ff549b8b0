import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.deleteCategory>;

/** The console's `deleteCategory` call (see the route in @uu/contract). */
export const deleteCategory = (params: NonNullable<Options['params']>) => callApi(routes.deleteCategory, { params });
