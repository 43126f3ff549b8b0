import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';
import type { ReviewsService } from './reviews.service';

export function registerReviewsRoutes(app: FastifyInstance, reviews: ReviewsService) {
  defineRoute(app, routes.submitReview, ({ auth, body }) => reviews.submit(auth.user.id, body));
  defineRoute(app, routes.orderReviews, ({ auth, params, locale }) => reviews.ofOrder(auth.user.id, params.id, locale));
  defineRoute(app, routes.goodsReviewSummary, ({ params }) => reviews.summary(params.id));
  defineRoute(app, routes.goodsReviews, ({ params, query }) => reviews.page(params.id, query));
  defineRoute(app, routes.adminReviews, ({ query, locale }) => reviews.forConsole(query, locale));
  defineRoute(app, routes.setReviewVisibility, ({ params, body, locale }) => reviews.setHidden(params.id, body.hidden, locale));
  defineRoute(app, routes.replyReview, ({ params, body, locale }) => reviews.reply(params.id, body.content, locale));
}
