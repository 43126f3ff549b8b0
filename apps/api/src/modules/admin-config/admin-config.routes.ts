import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';
import { AdminConfigService } from './admin-config.service';

/**
 * The back office's calls for content and platform configuration (contract admin-config-routes.ts). Services come from
 * `app.services`, `app.db` and `app.clock`.
 */
export function registerAdminConfigRoutes(app: FastifyInstance): void {
  const { platform, wallet } = app.services;
  const config = new AdminConfigService({
    db: app.db,
    clock: app.clock,
    platform,
    wallet,
    defaults: {
      chatDailyQuestions: app.env.CHAT_DAILY_QUESTIONS,
      levelThresholds: app.env.LEVEL_THRESHOLDS,
      referralRewardRates: app.env.REFERRAL_REWARD_RATES,
    },
  });

  defineRoute(app, routes.listContentPagesAdmin, () => config.listPages());
  defineRoute(app, routes.listAgreementsAdmin, () => config.listAgreements());
  defineRoute(app, routes.saveAgreement, ({ params, body }) => config.saveAgreement(params.id, body));
  defineRoute(app, routes.getBannersAdmin, () => config.banners());
  defineRoute(app, routes.getNoticeAdmin, () => config.notice());
  defineRoute(app, routes.getMaintenanceAdmin, () => config.maintenance());
  defineRoute(app, routes.getPlatformConfig, () => config.config());
  defineRoute(app, routes.savePlatformConfig, ({ body }) => config.saveConfig(body));
  defineRoute(app, routes.crcRateImpact, ({ query }) => config.crcRateImpact(query.rate));
}
