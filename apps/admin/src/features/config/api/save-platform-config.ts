import type { z } from 'zod';
import type { savePlatformConfigBodySchema } from '@uu/contract/admin-config';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

export type SavePlatformConfigBody = z.input<typeof savePlatformConfigBodySchema>;

/** PUT /admin/config with some of its keys; answers the config in effect. */
export const savePlatformConfig = (body: SavePlatformConfigBody) => callApi(routes.savePlatformConfig, { body });
