import type { FastifyInstance } from 'fastify';

/**
 * The back office's calls for orders and the write-off desk (contract admin-orders-routes.ts). Services come from
 * `app.services`, `app.db` and `app.clock`.
 */
export function registerAdminOrdersRoutes(app: FastifyInstance): void {
  void app;
}
