import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

export function registerAdminRoutes(app: FastifyInstance) {
  const { admins, audit } = app.services;
  defineRoute(app, routes.adminLogin, ({ body, ip, locale }) => admins.login(body, ip, locale));
  defineRoute(app, routes.adminLogout, ({ admin }) => admins.logout(admin));
  defineRoute(app, routes.adminMe, ({ admin, locale }) => admins.me(admin, locale));
  defineRoute(app, routes.changeAdminPassword, ({ admin, body }) => admins.changePassword(admin, body.currentPassword, body.newPassword));
  defineRoute(app, routes.listAdminUsers, ({ locale }) => admins.list(locale));
  defineRoute(app, routes.saveAdminUser, ({ body, locale }) => admins.save(body, locale));
  defineRoute(app, routes.unlockAdminUser, ({ params, locale }) => admins.unlock(params.id, locale));
  defineRoute(app, routes.listAudit, ({ query }) => audit.list(query));
}
