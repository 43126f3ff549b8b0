import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { DEVICE_ID_RE, Header } from '@uu/contract/headers';
import { defineRoute } from '../../lib/route';

export function registerChatRoutes(app: FastifyInstance) {
  const { chat, checkIn, checkInReminders, chatModels } = app.services;
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
  defineRoute(app, routes.sign, ({ auth, locale, ip, request }) => checkIn.sign(auth, locale, { ip, device: deviceOf(request) }));
  defineRoute(app, routes.makeUpSign, ({ auth, body, locale, ip, request }) =>
    checkIn.makeUp(auth, body, locale, { ip, device: deviceOf(request) }),
  );
  defineRoute(app, routes.setCheckInReminder, ({ auth, body }) => checkInReminders.set(auth.user.id, body.enabled));
  defineRoute(app, routes.listSignLog, ({ auth, query, locale }) => checkIn.month(auth, query.month, locale));
  defineRoute(app, routes.adminCheckInDesign, () => checkIn.design());
  defineRoute(app, routes.saveCheckInDesign, ({ body }) => checkIn.saveDesign(body));
  defineRoute(app, routes.checkInDryRun, ({ body }) => checkIn.dryRun(body));
}

/** The app's device id (the device-id header) for the per-device check-in limit; null when absent or malformed. */
function deviceOf(request: FastifyRequest): string | null {
  const value = request.headers[Header.deviceId];
  return typeof value === 'string' && DEVICE_ID_RE.test(value) ? value : null;
}
