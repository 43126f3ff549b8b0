import type { RouteDef } from './route-def';

/** The back office's calls for members and the dashboard (admin console). */
export const adminMembersRoutes = {
} as const satisfies Record<string, RouteDef>;
