import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

// Reviews (issue 22): a member rates each line of a done order once (1-5 stars, text, up to 6 photos they uploaded);
// the goods page shows the average, the count and the latest; operators hide a review or reply to it.

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

export const REVIEW_PHOTOS_MAX = 6;
export const REVIEW_TEXT_MAX = 500;
/** The latest reviews shown on the goods page. */
export const REVIEWS_LATEST = 3;

// ---- POST /mall/reviews ----
export const submitReviewBodySchema = z.object({
  orderId: idSchema,
  /** The line's place in the order's `lines` (0: the first). */
  line: z.coerce
    .number({ error: 'validation.id' })
    .int({ error: 'validation.id' })
    .min(0, { error: 'validation.id' })
    .max(99, { error: 'validation.id' })
    .default(0),
  rating: z.coerce
    .number({ error: 'validation.rating' })
    .int({ error: 'validation.rating' })
    .min(1, { error: 'validation.rating' })
    .max(5, { error: 'validation.rating' }),
  content: z.string().trim().max(REVIEW_TEXT_MAX, { error: 'validation.reviewContent' }).default(''),
  /** URLs the member's upload call gave (/files/<name>). */
  photos: z
    .array(z.string().max(200, { error: 'validation.reviewPhoto' }))
    .max(REVIEW_PHOTOS_MAX, { error: 'validation.reviewPhotos' })
    .default([]),
});
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>;

/** A review as the goods page shows it: the member's nickname masked, the operator's reply if any. */
export const reviewSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  photos: z.array(z.string()),
  /** The spec as ordered; null without specs. */
  spec: z.string().nullable(),
  /** The member's nickname with its middle masked ("小*明"). */
  author: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  reply: z.object({ content: z.string(), at: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = pageSchema(reviewSchema);

// ---- GET /mall/goods/:id/reviews and /mall/goods/:id/reviews/summary ----
export const reviewGoodsParamsSchema = z.object({ id: idSchema });
export const reviewPageQuerySchema = pageQuerySchema;
export const reviewSummarySchema = z.object({
  /** The average of the shown reviews' ratings, one decimal ("4.5"); null without reviews. */
  average: z.string().nullable(),
  count: z.number().int(),
  /** The newest REVIEWS_LATEST shown reviews. */
  latest: z.array(reviewSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

// ---- GET /mall/orders/:id/reviews: which lines of the member's order are reviewed ----
export const orderReviewsParamsSchema = z.object({ id: idSchema });
export const orderReviewsSchema = z.object({
  /** Whether the order is done, so its lines may be reviewed. */
  reviewable: z.boolean(),
  lines: z.array(
    z.object({
      line: z.number().int(),
      goodsId: z.number().int(),
      name: z.string(),
      cover: z.string().nullable(),
      spec: z.string().nullable(),
      review: reviewSchema.nullable(),
    }),
  ),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

// ---- The console: GET /admin/reviews, POST /admin/reviews/:id/visibility, POST /admin/reviews/:id/reply ----
export const REVIEW_VISIBILITY = ['all', 'shown', 'hidden'] as const;
export const adminReviewsQuerySchema = pageQuerySchema.extend({
  goodsId: idSchema.optional(),
  rating: z.coerce
    .number({ error: 'validation.rating' })
    .int({ error: 'validation.rating' })
    .min(1, { error: 'validation.rating' })
    .max(5, { error: 'validation.rating' })
    .optional(),
  visibility: z.enum(REVIEW_VISIBILITY).default('all'),
  /** true: only reviews without a reply yet. */
  unreplied: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;
export const adminReviewSchema = reviewSchema.extend({
  goodsName: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  hidden: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = pageSchema(adminReviewSchema);
export const adminReviewParamsSchema = z.object({ id: idSchema });
export const reviewVisibilityBodySchema = z.object({ hidden: z.boolean() });
export const reviewReplyBodySchema = z.object({
  /** Empty: the reply is taken down. */
  content: z.string().trim().max(REVIEW_TEXT_MAX, { error: 'validation.reviewReply' }),
});
