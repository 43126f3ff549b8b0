import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerDevicesRoutes(app: FastifyInstance) {
  const { devices } = app.services;
  defineRoute(app, routes.listDevices, ({ auth }) => devices.list(auth));
  defineRoute(app, routes.signOutDevice, ({ auth, body }) => devices.signOut(auth, body.id));
  defineRoute(app, routes.signOutOtherDevices, ({ auth }) => devices.signOutOthers(auth));
  defineRoute(app, routes.signInHistory, ({ auth, query }) => devices.history(auth, query));
}
