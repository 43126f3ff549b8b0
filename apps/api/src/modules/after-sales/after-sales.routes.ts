import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';
import type { AfterSalesService } from './after-sales.service';

/** After-sales (issue 22): the member's calls and the console's queue. */
export function registerAfterSalesRoutes(app: FastifyInstance, afterSales: AfterSalesService): void {
  defineRoute(app, routes.applyAfterSale, ({ auth, body, locale }) => afterSales.apply(auth, body, locale));
  defineRoute(app, routes.listAfterSales, ({ auth, query, locale }) => afterSales.list(auth, query, locale));
  defineRoute(app, routes.getAfterSale, ({ auth, query, locale }) => afterSales.detail(auth, query.id, locale));
  defineRoute(app, routes.returnShipment, ({ auth, body, locale }) => afterSales.ship(auth, body, locale));
  defineRoute(app, routes.adminAfterSales, ({ admin, query, locale }) => afterSales.adminList(admin, query, locale));
  defineRoute(app, routes.adminAfterSale, ({ admin, params, locale }) => afterSales.adminDetail(admin, params.id, locale));
  defineRoute(app, routes.approveAfterSale, ({ admin, params, body, locale }) => afterSales.approve(admin, params.id, body, locale));
  defineRoute(app, routes.refuseAfterSale, ({ admin, params, body, locale }) => afterSales.refuse(admin, params.id, body, locale));
  defineRoute(app, routes.receiveAfterSale, ({ admin, params, body, locale }) => afterSales.receive(admin, params.id, body, locale));
}
