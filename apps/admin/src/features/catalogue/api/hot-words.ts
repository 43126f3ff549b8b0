import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type SaveOptions = CallOptions<typeof routes.saveHotWords>;

/** The console's `adminHotWords` call (see the route in @uu/contract). */
export const adminHotWords = () => callApi(routes.adminHotWords, {});
/** The console's `saveHotWords` call. */
export const saveHotWords = (body: NonNullable<SaveOptions['body']>) => callApi(routes.saveHotWords, { body });
