import type { FastifyInstance } from 'fastify';
import { routes as allRoutes } from '@uu/contract/all-routes';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { CouponsService } from './coupons.service';

export function registerCouponsRoutes(app: FastifyInstance, coupons: CouponsService) {
  defineRoute(app, routes.listCoupon, ({ auth, query, locale }) => coupons.list(auth, query, locale));
  defineRoute(app, routes.useCoupon, ({ auth, body, locale }) => coupons.use(auth, body.id, locale));
  defineRoute(app, routes.listClaimableCoupons, ({ auth, locale }) => coupons.listClaimable(auth ?? null, locale));
  defineRoute(app, routes.claimCoupon, ({ auth, body, locale }) => coupons.claim(auth, body.couponId, locale));
  defineRoute(app, routes.saveCoupon, ({ body }) => coupons.save(body));
  defineRoute(app, routes.listCouponDefinitions, () => coupons.listDefinitions());
  defineRoute(app, routes.issueCoupon, ({ params, body }) => coupons.issue(params.id, body));
  defineRoute(app, allRoutes.listCouponCopies, ({ params, query }) => coupons.copies(params.id, query));
}
