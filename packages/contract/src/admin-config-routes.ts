import type { RouteDef } from './route-def';

/** The back office's calls for content and platform configuration (admin console). */
export const adminConfigRoutes = {
} as const satisfies Record<string, RouteDef>;
