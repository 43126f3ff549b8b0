import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/** The write-off desk's rotating store code (contract admin-store-code.ts). */
export function registerStoreCodesRoutes(app: FastifyInstance): void {
  const service = app.services.storeCodes;
  defineRoute(app, routes.getStoreCode, ({ admin, query }) => service.current(admin, query.storeId));
}
