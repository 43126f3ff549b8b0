import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { OrdersService } from '../mall/orders.service';
import type { PackagesService } from './packages.service';

export function registerPackagesRoutes(app: FastifyInstance, packages: PackagesService, orders: OrdersService) {
  defineRoute(app, routes.listPlans, ({ query, locale }) => packages.listPlans(query.type, locale));
  defineRoute(app, routes.createFlowPlan, ({ auth, body, idempotencyKey, locale }) =>
    orders.buyPlan(auth, body, { key: idempotencyKey, scope: 'createFlowPlan' }, locale),
  );
  defineRoute(app, routes.selectMyFlow, ({ auth, locale }) => packages.myFlow(auth, locale));
  defineRoute(app, routes.reportFlowUsage, ({ body }) => packages.reportUsage(body));
  defineRoute(app, routes.importFlowUsage, ({ body, locale }) => packages.importUsage(body.csv, locale));
}
