import type { FastifyInstance } from 'fastify';
import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerVersionsRoutes(app: FastifyInstance) {
  const { versions } = app.services;
  defineRoute(app, routes.getNewVersion, ({ query, locale, request }) => {
    const header = request.headers[Header.clientVersion];
    return versions.getNewVersion(query.platform, query.version ?? (typeof header === 'string' ? header : null), locale);
  });
  defineRoute(app, routes.listNewestVersions, ({ locale }) => versions.listNewest(locale));
  defineRoute(app, routes.publishVersion, ({ body }) => versions.publish(body));
  defineRoute(app, routes.listVersions, ({ query }) => versions.list(query.platform));
}
