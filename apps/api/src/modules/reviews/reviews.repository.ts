import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { GoodsReviewRow, GoodsReviewsTable } from './reviews.table';

/** Reviews (issue 22): all their SQL. The caller owns any transaction. */

/** A review with its author's nickname and avatar. */
export type ReviewWithAuthor = GoodsReviewRow & { nickname: string; avatar: string | null };
/** …and what the console shows besides. */
export type ReviewForConsole = ReviewWithAuthor & { goods_name: string; order_no: string };

/** Writes the review unless the line has one already (the unique key decides between two at once): the new id or null. */
export async function insertReview(db: Executor, row: Insertable<GoodsReviewsTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('goods_reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'line_no']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

function withAuthor(db: Executor) {
  return db
    .selectFrom('goods_reviews')
    .innerJoin('users', 'users.id', 'goods_reviews.user_id')
    .selectAll('goods_reviews')
    .select(['users.nickname as nickname', 'users.avatar as avatar']);
}

export async function findReview(db: Executor, id: number): Promise<ReviewForConsole | undefined> {
  return withAuthor(db)
    .innerJoin('goods', 'goods.id', 'goods_reviews.goods_id')
    .innerJoin('orders', 'orders.id', 'goods_reviews.order_id')
    .select(['goods.name as goods_name', 'orders.order_no as order_no'])
    .where('goods_reviews.id', '=', id)
    .executeTakeFirst();
}

/** The reviews of an order's lines. */
export async function reviewsOfOrder(db: Executor, orderId: number): Promise<ReviewWithAuthor[]> {
  return withAuthor(db).where('goods_reviews.order_id', '=', orderId).orderBy('goods_reviews.line_no').execute();
}

/** The goods' shown reviews: how many and the sum of their ratings. */
export async function ratingTotals(db: Executor, goodsId: number): Promise<{ count: number; sum: number }> {
  const row = await db
    .selectFrom('goods_reviews')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('rating').as('s')])
    .where('goods_id', '=', goodsId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), sum: Number(row.s ?? 0) };
}

/** A page of the goods' shown reviews, newest first. */
export async function shownReviews(db: Executor, goodsId: number, page: number, size: number): Promise<ReviewWithAuthor[]> {
  return withAuthor(db)
    .where('goods_reviews.goods_id', '=', goodsId)
    .where('goods_reviews.hidden', '=', 0)
    .orderBy('goods_reviews.created_at', 'desc')
    .orderBy('goods_reviews.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export type ConsoleFilter = {
  goodsId?: number | undefined;
  rating?: number | undefined;
  visibility: 'all' | 'shown' | 'hidden';
  unreplied?: boolean | undefined;
};

/** A page of reviews for moderation, newest first, and how many match. */
export async function consoleReviews(
  db: Executor,
  filter: ConsoleFilter,
  page: number,
  size: number,
): Promise<{ rows: ReviewForConsole[]; total: number }> {
  let base = db
    .selectFrom('goods_reviews')
    .innerJoin('users', 'users.id', 'goods_reviews.user_id')
    .innerJoin('goods', 'goods.id', 'goods_reviews.goods_id')
    .innerJoin('orders', 'orders.id', 'goods_reviews.order_id');
  if (filter.goodsId !== undefined) base = base.where('goods_reviews.goods_id', '=', filter.goodsId);
  if (filter.rating !== undefined) base = base.where('goods_reviews.rating', '=', filter.rating);
  if (filter.visibility !== 'all') base = base.where('goods_reviews.hidden', '=', filter.visibility === 'hidden' ? 1 : 0);
  if (filter.unreplied === true) base = base.where('goods_reviews.reply', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .selectAll('goods_reviews')
      .select(['users.nickname as nickname', 'users.avatar as avatar', 'goods.name as goods_name', 'orders.order_no as order_no'])
      .orderBy('goods_reviews.created_at', 'desc')
      .orderBy('goods_reviews.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function setHidden(db: Executor, id: number, hidden: boolean): Promise<boolean> {
  const result = await db
    .updateTable('goods_reviews')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setReply(db: Executor, id: number, reply: string | null, now: number): Promise<boolean> {
  const result = await db
    .updateTable('goods_reviews')
    .set({ reply, replied_at: reply === null ? null : now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
