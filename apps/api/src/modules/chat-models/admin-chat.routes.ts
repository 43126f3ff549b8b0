import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/** The chat's models, statistics and usage log in the console (contract admin-chat-routes.ts). */
export function registerAdminChatRoutes(app: FastifyInstance): void {
  const models = app.services.chatModels;
  defineRoute(app, routes.adminListChatModels, () => models.list());
  defineRoute(app, routes.createChatModel, ({ body }) => models.create(body));
  defineRoute(app, routes.updateChatModel, ({ body }) => models.update(body));
  defineRoute(app, routes.enableChatModel, ({ body }) => models.enable(body.id, body.enabled));
  defineRoute(app, routes.setDefaultChatModel, ({ body }) => models.setDefault(body.id));
  defineRoute(app, routes.testChatModel, ({ body }) => models.test(body.id));
  defineRoute(app, routes.adminChatUsage, ({ query }) => models.usage(query));
  defineRoute(app, routes.adminChatStats, ({ query }) => models.stats(query));
}
