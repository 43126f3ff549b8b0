import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerContentRoutes(app: FastifyInstance) {
  const { content, maintenance } = app.services;
  defineRoute(app, routes.getAgreement, ({ params, locale }) => content.getAgreement(params.id, locale));
  defineRoute(app, routes.listAgreements, ({ locale }) => content.listAgreements(locale));
  defineRoute(app, routes.getCustomerService, ({ locale }) => content.getCustomerService(locale));
  defineRoute(app, routes.getGuide, ({ locale }) => content.getPage('guide', locale));
  defineRoute(app, routes.getCompanyOverview, ({ locale }) => content.getPage('companyOverview', locale));
  defineRoute(app, routes.getFaq, ({ locale }) => content.faq(locale));
  defineRoute(app, routes.getMaintenance, ({ locale }) => maintenance.status(locale));

  defineRoute(app, routes.saveContentPage, ({ params, body }) => content.savePage(params.slug, body));
  defineRoute(app, routes.listFaqAdmin, () => content.listFaqStored());
  defineRoute(app, routes.saveFaq, ({ body }) => content.saveFaq(body));
  defineRoute(app, routes.deleteFaq, ({ params }) => content.deleteFaq(params.id));
  defineRoute(app, routes.setMaintenance, ({ body }) => maintenance.set(body));
}
