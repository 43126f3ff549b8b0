import type { FastifyInstance } from 'fastify';

/**
 * The back office's calls for top-up and withdrawal queues, the ledger and exports (contract admin-finance-routes.ts). Services come from
 * `app.services`, `app.db` and `app.clock`.
 */
export function registerAdminFinanceRoutes(app: FastifyInstance): void {
  void app;
}
