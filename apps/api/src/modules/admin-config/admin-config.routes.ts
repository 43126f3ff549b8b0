import type { FastifyInstance } from 'fastify';

/**
 * The back office's calls for content and platform configuration (contract admin-config-routes.ts). Services come from
 * `app.services`, `app.db` and `app.clock`.
 */
export function registerAdminConfigRoutes(app: FastifyInstance): void {
  void app;
}
