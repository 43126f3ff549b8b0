import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerAccountsRoutes(app: FastifyInstance) {
  const { accounts, logins, passwords, contactChange } = app.services;
  defineRoute(app, routes.register, ({ body }) => accounts.register(body));
  defineRoute(app, routes.inviter, ({ query }) => accounts.inviter(query.code));
  defineRoute(app, routes.login, ({ body, ip, clientType, locale, request }) =>
    logins.login(body, { ip, clientType, locale, userAgent: request.headers['user-agent'] }),
  );
  defineRoute(app, routes.logout, ({ auth }) => logins.logout(auth));
  defineRoute(app, routes.getUserInfo, ({ auth }) => accounts.profile(auth));
  defineRoute(app, routes.updateUserInfo, ({ auth, body }) => accounts.updateProfile(auth, body));
  defineRoute(app, routes.listMyUsers, ({ auth }) => accounts.listMyUsers(auth));
  defineRoute(app, routes.addUser, ({ auth, body }) => accounts.addSibling(auth, body));
  defineRoute(app, routes.switchUser, ({ auth, body, ip, clientType, locale, request }) =>
    logins.switchUser(auth, body.userId, { ip, clientType, locale, userAgent: request.headers['user-agent'] }),
  );

  defineRoute(app, routes.resetPassword, ({ body }) => passwords.reset(body));
  defineRoute(app, routes.applyModifyPassword, ({ auth, query, ip, locale }) => passwords.apply(auth, query, { ip, locale }));
  defineRoute(app, routes.updatePassword, ({ auth, body }) => passwords.update(auth, body));
  defineRoute(app, routes.setPayPassword, ({ auth, body }) => passwords.setPay(auth, body));
  defineRoute(app, routes.changeContact, ({ auth, body }) => contactChange.change(auth, body));
}
