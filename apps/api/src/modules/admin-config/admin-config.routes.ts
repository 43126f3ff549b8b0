import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/**
 * The back office's calls for content and platform configuration (contract admin-config-routes.ts). Services come from
 * `app.services` (built in services.ts).
 */
export function registerAdminConfigRoutes(app: FastifyInstance): void {
  const config = app.services.adminConfig;

  defineRoute(app, routes.listContentPagesAdmin, () => config.listPages());
  defineRoute(app, routes.listAgreementsAdmin, () => config.listAgreements());
  defineRoute(app, routes.saveAgreement, ({ params, body }) => config.saveAgreement(params.id, body));
  defineRoute(app, routes.getBannersAdmin, () => config.banners());
  defineRoute(app, routes.getNoticeAdmin, () => config.notice());
  defineRoute(app, routes.getMaintenanceAdmin, () => config.maintenance());
  defineRoute(app, routes.getPlatformConfig, () => config.config());
  defineRoute(app, routes.savePlatformConfig, ({ body }) => config.saveConfig(body));
  defineRoute(app, routes.crcRateImpact, ({ query }) => config.crcRateImpact(query.rate));
  defineRoute(app, routes.configDryRun, ({ body }) => config.dryRun(body));
}
