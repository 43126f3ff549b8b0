import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerChatRoutes(app: FastifyInstance) {
  const { chat, checkIn, chatModels } = app.services;
  defineRoute(app, routes.chatModels, ({ auth }) => chatModels.choices(auth.user.id));
  defineRoute(app, routes.chooseChatModel, ({ auth, body }) => chatModels.choose(auth.user.id, body.modelId));
  defineRoute(app, routes.chatAllowance, ({ auth }) => chat.allowance(auth.user));
  defineRoute(app, routes.listChatLog, ({ auth, body }) => chat.list(auth.user.id, body));
  defineRoute(app, routes.clearChatLog, ({ auth }) => chat.clear(auth.user.id));
  defineRoute(app, routes.listConversations, ({ auth, query }) => chat.conversations(auth.user.id, query));
  defineRoute(app, routes.createConversation, ({ auth }) => chat.createConversation(auth.user.id));
  defineRoute(app, routes.renameConversation, ({ auth, body }) => chat.renameConversation(auth.user.id, body.id, body.title));
  defineRoute(app, routes.deleteConversation, ({ auth, body }) => chat.deleteConversation(auth.user.id, body.id));
  defineRoute(app, routes.searchChat, ({ auth, query }) => chat.search(auth.user.id, query));
  defineRoute(app, routes.sign, ({ auth, locale }) => checkIn.sign(auth, locale));
  defineRoute(app, routes.listSignLog, ({ auth, query, locale }) => checkIn.month(auth, query.month, locale));
}
