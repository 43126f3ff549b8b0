import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { AppError } from '../../lib/app-error';
import { defineRoute } from '../../lib/route';
import type { AdminContext } from './admin-context';
import { keptUserAgent } from './operator-device';

/** The account a signed-in operator's own calls are about (the integrations' key has none). */
function ownId(admin: AdminContext): number {
  if (admin.id === null) throw new AppError('ADMIN_NOT_FOUND');
  return admin.id;
}

/** An admin's action on another operator's account (their own sessions and two-factor are on their account page). */
function otherThan(admin: AdminContext, id: number): number {
  if (admin.id === id) throw new AppError('ADMIN_OWN_ACCOUNT');
  return id;
}

export function registerAdminRoutes(app: FastifyInstance) {
  const { admins, adminRoles, audit, twoFactor, operatorSecurity } = app.services;
  defineRoute(app, routes.adminLogin, ({ body, ip, locale, request }) =>
    admins.login(body, { ip, userAgent: keptUserAgent(request.headers['user-agent']) }, locale),
  );
  defineRoute(app, routes.adminTwoFactorLogin, ({ body, ip, locale, request }) =>
    twoFactor.signIn(body, { ip, userAgent: keptUserAgent(request.headers['user-agent']) }, locale),
  );
  defineRoute(app, routes.adminLogout, ({ admin }) => admins.logout(admin));
  defineRoute(app, routes.adminMe, ({ admin, locale }) => admins.me(admin, locale));
  defineRoute(app, routes.changeAdminPassword, ({ admin, body }) => admins.changePassword(admin, body.currentPassword, body.newPassword));
  defineRoute(app, routes.adminActivity, ({ admin }) => operatorSecurity.activity(ownId(admin), admin.sessionId));
  defineRoute(app, routes.setUpTwoFactor, ({ admin }) => twoFactor.setUp(admin));
  defineRoute(app, routes.confirmTwoFactor, ({ admin, body }) => twoFactor.confirm(admin, body.code));
  defineRoute(app, routes.listAdminUsers, ({ locale }) => admins.list(locale));
  defineRoute(app, routes.saveAdminUser, ({ body, locale }) => admins.save(body, locale));
  defineRoute(app, routes.unlockAdminUser, ({ params, locale }) => admins.unlock(params.id, locale));
  defineRoute(app, routes.operatorActivity, ({ admin, params }) => operatorSecurity.activity(params.id, admin.sessionId));
  defineRoute(app, routes.endOperatorSessions, ({ admin, params, body }) =>
    operatorSecurity.endSessions(otherThan(admin, params.id), body.sessionId),
  );
  defineRoute(app, routes.resetOperatorTwoFactor, async ({ admin, params, locale }) => {
    await twoFactor.reset(otherThan(admin, params.id));
    return admins.unlock(params.id, locale);
  });
  defineRoute(app, routes.getOperatorSecurity, () => operatorSecurity.settings());
  defineRoute(app, routes.saveOperatorSecurity, ({ body }) => operatorSecurity.save(body));
  defineRoute(app, routes.listAdminRoles, () => adminRoles.list());
  defineRoute(app, routes.saveAdminRole, ({ body }) => adminRoles.save(body));
  defineRoute(app, routes.deleteAdminRole, ({ params }) => adminRoles.remove(params.id));
  defineRoute(app, routes.listAudit, ({ query }) => audit.list(query));
}
