import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.couponRecipient>;

/** The console's `couponRecipient` call (see the route in @uu/contract). */
export const couponRecipient = (query: Options['query']) => callApi(routes.couponRecipient, { query });
