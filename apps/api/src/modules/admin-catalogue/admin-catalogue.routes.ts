import type { FastifyInstance } from 'fastify';

/**
 * The back office's calls for goods, categories, stores and coupons (contract admin-catalogue-routes.ts). Services come from
 * `app.services`, `app.db` and `app.clock`.
 */
export function registerAdminCatalogueRoutes(app: FastifyInstance): void {
  void app;
}
