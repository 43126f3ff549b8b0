import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.decideAdjustmentRequest>;

/** The console's `decideAdjustmentRequest` call (see the route in @uu/contract). */
export const decideAdjustmentRequest = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.decideAdjustmentRequest, { params, body });
