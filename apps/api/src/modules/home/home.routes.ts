import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerHomeRoutes(app: FastifyInstance) {
  const { home } = app.services;
  defineRoute(app, routes.home, ({ auth, locale }) => home.home(auth ?? null, locale));
  defineRoute(app, routes.saveBanners, ({ body }) => home.saveBanners(body));
  defineRoute(app, routes.saveNotice, ({ body }) => home.saveNotice(body));
}
