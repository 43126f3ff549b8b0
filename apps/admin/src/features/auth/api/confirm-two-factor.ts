import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.confirmTwoFactor>;

/** The console's `confirmTwoFactor` call (see the route in @uu/contract). */
export const confirmTwoFactor = (body: NonNullable<Options['body']>) => callApi(routes.confirmTwoFactor, { body });
