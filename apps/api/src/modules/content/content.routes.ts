import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { ContentService } from './content.service';

export function registerContentRoutes(app: FastifyInstance, content: ContentService) {
  defineRoute(app, routes.getAgreement, ({ params, locale }) => content.getAgreement(params.id, locale));
  defineRoute(app, routes.getCustomerService, ({ locale }) => content.getCustomerService(locale));
}
