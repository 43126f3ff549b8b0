import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.resetOperatorTwoFactor>;

/** The console's `resetOperatorTwoFactor` call (see the route in @uu/contract). */
export const resetOperatorTwoFactor = (params: NonNullable<Options['params']>) => callApi(routes.resetOperatorTwoFactor, { params });
