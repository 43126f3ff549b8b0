import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { MessagesService } from './messages.service';

export function registerMessagesRoutes(app: FastifyInstance, messages: MessagesService) {
  const { outside } = messages;
  defineRoute(app, routes.listMessages, ({ auth, query, locale }) => messages.list(auth, query, locale));
  defineRoute(app, routes.unreadMessages, ({ auth }) => messages.unread(auth.user.id));
  defineRoute(app, routes.readMessage, ({ auth, body, locale }) => messages.read(auth, body.id, locale));
  defineRoute(app, routes.readAllMessages, ({ auth, body }) => messages.readAll(auth, body.category));
  defineRoute(app, routes.deleteMessage, ({ auth, body }) => messages.delete(auth, body.id));
  defineRoute(app, routes.notifySettings, ({ auth }) => outside.settings(auth));
  defineRoute(app, routes.saveNotifySettings, ({ auth, body, locale }) => outside.saveSettings(auth, body, locale));
  defineRoute(app, routes.subscribePush, ({ auth, body, locale }) => outside.subscribe(auth, body, locale));
  defineRoute(app, routes.unsubscribePush, ({ auth, body }) => outside.unsubscribe(auth, body.endpoint));
  defineRoute(app, routes.readMessageByPush, ({ body }) => messages.readByPush(body.id, body.token));
}
