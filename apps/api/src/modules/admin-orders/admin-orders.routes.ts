import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/**
 * The back office's calls for orders and the write-off desk (contract admin-orders-routes.ts). The
 * actions on an order are the operator calls registered with the member's orders (orders.routes.ts).
 */
export function registerAdminOrdersRoutes(app: FastifyInstance): void {
  const service = app.services.adminOrders;
  defineRoute(app, routes.listAdminOrders, ({ admin, query, locale }) => service.list(admin, query, locale));
  defineRoute(app, routes.lookupWriteOff, ({ admin, query, locale }) => service.lookupWriteOff(admin, query.code, locale));
  defineRoute(app, routes.getAdminOrder, ({ admin, params, locale }) => service.detail(admin, params.id, locale));
}
