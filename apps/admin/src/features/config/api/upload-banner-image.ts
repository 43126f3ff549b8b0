import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** Uploads the image of the banner at `index` (the admin upload call, model `banner`); answers the upload's record. */
export const uploadBannerImage = (file: File, index: number) =>
  callApi(routes.adminUpload, { query: { model: 'banner', pid: index }, file: { blob: file, name: file.name } });
