import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.createAnnouncement>;

/** The console's `createAnnouncement` call: sends now or at `sendAt`. */
export const createAnnouncement = (body: NonNullable<Options['body']>) => callApi(routes.createAnnouncement, { body });
