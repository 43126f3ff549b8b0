import type { z } from 'zod';
import type { setMaintenanceBodySchema } from '@uu/contract/content';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

export type SetMaintenanceBody = z.input<typeof setMaintenanceBodySchema>;

/** Turns the member app's maintenance on or off, with its message per language. */
export const setMaintenance = (body: SetMaintenanceBody) => callApi(routes.setMaintenance, { body });
