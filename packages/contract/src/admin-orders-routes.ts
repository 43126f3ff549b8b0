import type { RouteDef } from './route-def';

/** The back office's calls for orders and the write-off desk (admin console). */
export const adminOrdersRoutes = {
} as const satisfies Record<string, RouteDef>;
