import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { HomeService } from './home.service';

export function registerHomeRoutes(app: FastifyInstance, home: HomeService) {
  defineRoute(app, routes.home, ({ auth, locale }) => home.home(auth ?? null, locale));
  defineRoute(app, routes.saveBanners, ({ body }) => home.saveBanners(body));
  defineRoute(app, routes.saveNotice, ({ body }) => home.saveNotice(body));
}
