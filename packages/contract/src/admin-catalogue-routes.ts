import type { RouteDef } from './route-def';

/** The back office's calls for goods, categories, stores and coupons (admin console). */
export const adminCatalogueRoutes = {
} as const satisfies Record<string, RouteDef>;
