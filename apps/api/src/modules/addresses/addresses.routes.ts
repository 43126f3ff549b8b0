import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { AddressesService } from './addresses.service';

export function registerAddressesRoutes(app: FastifyInstance, addresses: AddressesService) {
  defineRoute(app, routes.region, ({ query, locale }) => addresses.regions(query.parent, locale));
  defineRoute(app, routes.listAddress, ({ auth, locale }) => addresses.list(auth, locale));
  defineRoute(app, routes.saveAddress, ({ auth, body, locale }) => addresses.save(auth, body, locale));
  defineRoute(app, routes.updateAddress, ({ auth, body, locale }) => addresses.update(auth, body, locale));
  defineRoute(app, routes.deleteAddress, ({ auth, query }) => addresses.remove(auth, query.ids));
}
