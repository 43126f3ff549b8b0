import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.publishVersion>;

/** The console's `publishVersion` call (see the route in @uu/contract). */
export const publishVersion = (body: NonNullable<Options['body']>) => callApi(routes.publishVersion, { body });
