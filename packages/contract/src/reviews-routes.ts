import {
  orderReviewsParamsSchema,
  orderReviewsSchema,
  reviewGoodsParamsSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSchema,
  reviewSummarySchema,
  submitReviewBodySchema,
} from './reviews';
import { route } from './route-def';

/** Reviews (issue 22): the member writes one per line of a done order; the goods page reads them; operators moderate. */
export const reviewsRoutes = {
  submitReview: route({
    method: 'POST',
    path: '/mall/reviews',
    auth: 'required',
    tag: 'mall',
    summary: 'Review a line of one of the member’s done orders (1-5 stars, text, up to 6 uploaded photos), once per line',
    body: submitReviewBodySchema,
    response: reviewSchema,
  }),
  orderReviews: route({
    method: 'GET',
    path: '/mall/orders/:id/reviews',
    auth: 'required',
    tag: 'mall',
    summary: 'The lines of one of the member’s orders with their review, if written',
    params: orderReviewsParamsSchema,
    response: orderReviewsSchema,
  }),
  goodsReviewSummary: route({
    method: 'GET',
    path: '/mall/goods/:id/reviews/summary',
    auth: 'none',
    tag: 'mall',
    summary: 'The goods’ average rating, the number of reviews and the latest ones (hidden reviews left out)',
    params: reviewGoodsParamsSchema,
    response: reviewSummarySchema,
  }),
  goodsReviews: route({
    method: 'GET',
    path: '/mall/goods/:id/reviews',
    auth: 'none',
    tag: 'mall',
    summary: 'A page of the goods’ reviews, newest first (hidden reviews left out)',
    params: reviewGoodsParamsSchema,
    query: reviewPageQuerySchema,
    response: reviewPageSchema,
  }),
};
