import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerTeamRoutes(app: FastifyInstance) {
  const { team } = app.services;
  defineRoute(app, routes.myTeamInfo, ({ auth, query }) => team.myTeamInfo(auth, query));
  defineRoute(app, routes.selectPromotionPersonNumber, ({ auth }) => team.promotionPersonNumber(auth));
  defineRoute(app, routes.teamRewards, ({ auth, query }) => team.rewards(auth, query));
  defineRoute(app, routes.sixDegrees, ({ auth, query }) => team.sixDegrees(auth, query));
  defineRoute(app, routes.setMemberLevel, ({ params, body }) => team.setLevel(params.id, body.level));
}
