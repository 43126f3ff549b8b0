import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import { clerkStore } from '../admin/admin-auth.service';
import type { AfterSalesService } from '../after-sales/after-sales.service';
import type { OrdersService } from './orders.service';

export function registerOrdersRoutes(app: FastifyInstance, orders: OrdersService, afterSales: AfterSalesService) {
  defineRoute(app, routes.submitOrder, ({ auth, body, idempotencyKey, locale }) =>
    orders.submit(auth, body, { key: idempotencyKey, scope: 'submitOrder' }, locale),
  );
  // The order with its after-sales request, and until when the member may make one (issue 22).
  defineRoute(app, routes.getOrder, async ({ auth, query, locale }) => {
    const order = await orders.detail(auth, query.id, locale);
    return { ...order, ...(await afterSales.ofOrder(order)) };
  });
  defineRoute(app, routes.listOrders, ({ auth, body, locale }) => orders.list(auth, body, locale));
  defineRoute(app, routes.updateOrder, ({ auth, body, idempotencyKey, locale }) =>
    orders.update(auth, body, { key: idempotencyKey, scope: 'updatePlanHistory' }, locale),
  );
  defineRoute(app, routes.shipOrder, ({ params, body, locale }) => orders.ship(params.id, body, locale));
  defineRoute(app, routes.editLogistics, ({ params, body, locale }) => orders.editLogistics(params.id, body, locale));
  defineRoute(app, routes.trackOrder, ({ params, body, locale }) => orders.track(params.id, body, locale));
  defineRoute(app, routes.handOverOrder, ({ params, locale, admin }) => orders.handOver(params.id, locale, clerkStore(admin)));
  defineRoute(app, routes.redeemOrder, ({ body, locale, admin }) =>
    orders.redeem(body.code, locale, clerkStore(admin), { quantity: body.quantity, adminId: admin.id }),
  );
  defineRoute(app, routes.installedOrder, ({ params, locale }) => orders.installed(params.id, locale));
  defineRoute(app, routes.refundOrder, ({ params, body, locale, admin }) =>
    orders.refund(params.id, { ...body, adminId: admin.id }, locale),
  );
}
