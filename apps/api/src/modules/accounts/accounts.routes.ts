import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { AccountsService } from './accounts.service';

export function registerAccountsRoutes(app: FastifyInstance, accounts: AccountsService) {
  defineRoute(app, routes.register, ({ body }) => accounts.register(body));
  defineRoute(app, routes.login, ({ body, ip, clientType }) => accounts.login(body, { ip, clientType }));
  defineRoute(app, routes.logout, ({ auth }) => accounts.logout(auth));
  defineRoute(app, routes.getUserInfo, ({ auth }) => accounts.profile(auth));
}
