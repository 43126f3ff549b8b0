import { routes } from '@uu/contract/all-routes';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.previewAnnouncement>;

/** The console's `previewAnnouncement` call: the texts per language and how many it reaches; writes nothing. */
export const previewAnnouncement = (body: NonNullable<Options['body']>) => callApi(routes.previewAnnouncement, { body });
