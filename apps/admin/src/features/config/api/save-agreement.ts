import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.saveAgreement>;

/** The console's `saveAgreement` call (see the route in @uu/contract). */
export const saveAgreement = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>) =>
  callApi(routes.saveAgreement, { params, body });
