import { mapConfigSchema } from './places';
import { route } from './route-def';

/** Places (spec §2 system pages): where the map takes its tiles from. */
export const placesRoutes = {
  getMapConfig: route({
    method: 'GET',
    path: '/sysConfig/getMapConfig',
    auth: 'none',
    tag: 'places',
    summary: 'Where the map of /choose-location and /open-location takes its tiles from (none: coordinates and address text only)',
    response: mapConfigSchema,
  }),
} as const;
