import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { exportTexts } from '@uu/i18n/exports';
import { defineRoute } from '../../lib/route';
import type { AdminContext } from '../admin/admin-context';
import { defineCsvRoute } from '../admin-finance/admin-finance.routes';

/** Redemption codes: a member redeems one; operators make, list, void and export batches (issue 24). */
export function registerRedemptionRoutes(app: FastifyInstance): void {
  const { redemption } = app.services;
  defineRoute(app, routes.redeemCode, ({ auth, body, ip, locale }) => redemption.redeem(auth, body.code, ip, locale));
  defineRoute(app, routes.adminRedeemBatches, ({ query, locale }) => redemption.batches(query.page, query.size, locale));
  defineRoute(app, routes.createRedeemBatch, ({ admin, body, locale }) => redemption.create(admin, body, locale));
  defineRoute(app, routes.voidRedeemBatch, ({ params, locale }) => redemption.voidBatch(params.id, locale));
  defineRoute(app, routes.adminRedeemCodes, ({ params, query }) => redemption.codes(params.id, query));
  defineRoute(app, routes.voidRedeemCode, ({ params }) => redemption.voidCode(params.id, params.codeId));
  defineCsvRoute(app, routes.exportRedeemCodes, (query, request) =>
    redemption.exportCodes(request.admin as AdminContext, request.ip, query.batchId, exportTexts(request.locale).redeemCodes),
  );
}
