import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveOperatorSecurity>;

/** The console's `saveOperatorSecurity` call (see the route in @uu/contract). */
export const saveOperatorSecurity = (body: NonNullable<Options['body']>) => callApi(routes.saveOperatorSecurity, { body });
