import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerCodesRoutes(app: FastifyInstance) {
  const { codes } = app.services;
  defineRoute(app, routes.sendCode, ({ query, auth, ip, locale }) => codes.send(query, { auth, ip, locale }));
}
