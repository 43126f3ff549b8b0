import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { CodesService } from './codes.service';

export function registerCodesRoutes(app: FastifyInstance, codes: CodesService) {
  defineRoute(app, routes.sendCode, ({ query, auth, ip, locale }) => codes.send(query, { auth, ip, locale }));
}
