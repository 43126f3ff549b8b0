import type { FastifyInstance } from 'fastify';

/**
 * The back office's calls for members and the dashboard (contract admin-members-routes.ts). Services come from
 * `app.services`, `app.db` and `app.clock`.
 */
export function registerAdminMembersRoutes(app: FastifyInstance): void {
  void app;
}
