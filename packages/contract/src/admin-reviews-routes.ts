import {
  adminReviewPageSchema,
  adminReviewParamsSchema,
  adminReviewSchema,
  adminReviewsQuerySchema,
  reviewReplyBodySchema,
  reviewVisibilityBodySchema,
} from './reviews';
import { route } from './route-def';

/** The console's reviews moderation (issue 22): list with filters, hide or show, reply. */
export const adminReviewsRoutes = {
  adminReviews: route({
    method: 'GET',
    path: '/admin/reviews',
    auth: 'operator',
    permission: 'goods.view',
    tag: 'operator',
    summary: 'Reviews for moderation, newest first, by goods, rating, visibility and whether replied',
    query: adminReviewsQuerySchema,
    response: adminReviewPageSchema,
  }),
  setReviewVisibility: route({
    method: 'POST',
    path: '/admin/reviews/:id/visibility',
    auth: 'operator',
    permission: 'goods.edit',
    target: 'review',
    tag: 'operator',
    summary: 'Hide a review from the goods page, or show it again',
    params: adminReviewParamsSchema,
    body: reviewVisibilityBodySchema,
    response: adminReviewSchema,
  }),
  replyReview: route({
    method: 'POST',
    path: '/admin/reviews/:id/reply',
    auth: 'operator',
    permission: 'goods.edit',
    target: 'review',
    tag: 'operator',
    summary: 'Reply to a review under the shop’s name (empty: take the reply down)',
    params: adminReviewParamsSchema,
    body: reviewReplyBodySchema,
    response: adminReviewSchema,
  }),
};
