import type { Locale } from '@uu/contract/locales';
import { OrderStatus } from '@uu/contract/orders';
import { REVIEWS_LATEST, type AdminReview, type OrderReviews, type Review, type ReviewSummary } from '@uu/contract/reviews';
import { averageRating, maskNickname } from '@uu/domain/review-rules';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { localizedJson } from '../../lib/localized';
import type { FilesService } from '../files/files.service';
import { findMemberOrder } from '../mall/orders.repository';
import { toOrder } from '../mall/order-view';
import { linesOf } from '../mall/skus.repository';
import * as repo from './reviews.repository';
import type { ReviewForConsole, ReviewWithAuthor } from './reviews.repository';

type Page = { page: number; size: number };
type ReviewInput = { orderId: number; line: number; rating: number; content: string; photos: string[] };

/**
 * Reviews (issue 22): a member reviews each line of their own done order once; the goods page reads the shown
 * reviews; operators hide a review or reply to it (the audit hook records both, by the route's `target`).
 */
export class ReviewsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #files: FilesService;

  constructor(deps: { db: Db; clock: Clock; files: FilesService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#files = deps.files;
  }

  async submit(userId: number, input: ReviewInput): Promise<Review> {
    const k = this.#db.kysely;
    const order = await findMemberOrder(k, userId, input.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== OrderStatus.done) throw new AppError('REVIEW_ORDER_NOT_DONE');
    const line = (await this.#lines(order.id, order.goods_id))[input.line];
    if (!line) throw new AppError('REVIEW_LINE_NOT_FOUND');
    const photos = [...new Set(input.photos)];
    for (const url of photos) {
      if (!(await this.#files.isOwnUpload(userId, url))) throw new AppError('REVIEW_PHOTO_NOT_FOUND');
    }
    const id = await repo.insertReview(k, {
      order_id: order.id,
      line_no: input.line,
      goods_id: line.goodsId,
      user_id: userId,
      rating: input.rating,
      content: input.content,
      photos: JSON.stringify(photos),
      spec_text: line.spec,
      reply: null,
      replied_at: null,
      created_at: this.#clock.now(),
    });
    if (id === null) throw new AppError('REVIEW_EXISTS');
    const saved = await repo.findReview(k, id);
    if (!saved) throw new AppError('REVIEW_NOT_FOUND');
    return reviewOf(saved);
  }

  /** The member's order's lines with their reviews (another member's order: not found). */
  async ofOrder(userId: number, orderId: number, locale: Locale): Promise<OrderReviews> {
    const k = this.#db.kysely;
    const order = await findMemberOrder(k, userId, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const [lines, reviews] = await Promise.all([this.#lines(order.id, order.goods_id), repo.reviewsOfOrder(k, order.id)]);
    const shown = (await toOrder(k, order, locale)).lines;
    const byLine = new Map(reviews.map((r) => [r.line_no, r]));
    return {
      reviewable: order.status === OrderStatus.done,
      lines: lines.map((l, i) => {
        const review = byLine.get(i);
        const { name = '', cover = null } = shown[i] ?? {};
        return { line: i, goodsId: l.goodsId, name, cover, spec: l.spec, review: review ? reviewOf(review) : null };
      }),
    };
  }

  async summary(goodsId: number): Promise<ReviewSummary> {
    const k = this.#db.kysely;
    const [totals, latest] = await Promise.all([repo.ratingTotals(k, goodsId), repo.shownReviews(k, goodsId, 1, REVIEWS_LATEST)]);
    return { average: averageRating(totals.sum, totals.count), count: totals.count, latest: latest.map(reviewOf) };
  }

  async page(goodsId: number, query: Page) {
    const k = this.#db.kysely;
    const [totals, rows] = await Promise.all([repo.ratingTotals(k, goodsId), repo.shownReviews(k, goodsId, query.page, query.size)]);
    return { list: rows.map(reviewOf), total: totals.count, page: query.page, size: query.size };
  }

  async forConsole(filter: repo.ConsoleFilter & Page, locale: Locale) {
    const { rows, total } = await repo.consoleReviews(this.#db.kysely, filter, filter.page, filter.size);
    return { list: rows.map((r) => adminReviewOf(r, locale)), total, page: filter.page, size: filter.size };
  }

  async setHidden(id: number, hidden: boolean, locale: Locale): Promise<AdminReview> {
    if (!(await repo.setHidden(this.#db.kysely, id, hidden))) throw new AppError('REVIEW_NOT_FOUND');
    return this.#consoleRow(id, locale);
  }

  /** An empty reply takes the reply down. */
  async reply(id: number, content: string, locale: Locale): Promise<AdminReview> {
    const text = content.trim();
    if (!(await repo.setReply(this.#db.kysely, id, text || null, this.#clock.now()))) throw new AppError('REVIEW_NOT_FOUND');
    return this.#consoleRow(id, locale);
  }

  async #consoleRow(id: number, locale: Locale): Promise<AdminReview> {
    const row = await repo.findReview(this.#db.kysely, id);
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    return adminReviewOf(row, locale);
  }

  /** The order's lines in order; an order from before lines is its one line. */
  async #lines(orderId: number, goodsId: number): Promise<{ goodsId: number; spec: string | null }[]> {
    const stored = (await linesOf(this.#db.kysely, [orderId])).get(orderId) ?? [];
    return stored.length ? stored.map((l) => ({ goodsId: Number(l.goods_id), spec: l.spec_text })) : [{ goodsId, spec: null }];
  }
}

function reviewOf(row: ReviewWithAuthor): Review {
  return {
    id: Number(row.id),
    goodsId: Number(row.goods_id),
    rating: row.rating,
    content: row.content,
    photos: JSON.parse(row.photos) as string[],
    spec: row.spec_text,
    author: maskNickname(row.nickname),
    avatar: row.avatar,
    createdAt: toIso(Number(row.created_at)),
    reply: row.reply !== null && row.replied_at !== null ? { content: row.reply, at: toIso(Number(row.replied_at)) } : null,
  };
}

function adminReviewOf(row: ReviewForConsole, locale: Locale): AdminReview {
  return {
    ...reviewOf(row),
    goodsName: localizedJson(row.goods_name, locale),
    orderId: Number(row.order_id),
    orderNo: row.order_no,
    memberId: Number(row.user_id),
    hidden: row.hidden === 1,
  };
}
