import type { Executor } from '../../db/database';
import type { GoodsRow } from '../mall/mall.table';

/** Favourites, recently viewed goods and search history (issue 22). The caller owns the transaction. */

export async function addFavourite(db: Executor, userId: number, goodsId: number, now: number): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, goods_id: goodsId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, userId: number, goodsId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('goods_id', '=', goodsId).execute();
}

export async function isFavourite(db: Executor, userId: number, goodsId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favourites')
    .select('goods_id')
    .where('user_id', '=', userId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
  return row !== undefined;
}

type Browsed = { rows: (GoodsRow & { at: number })[]; total: number };

/** A page of the member's favourites still on sale, the latest added first. */
export async function favouritesPage(db: Executor, userId: number, page: number, size: number): Promise<Browsed> {
  const base = db
    .selectFrom('favourites')
    .innerJoin('goods', 'goods.id', 'favourites.goods_id')
    .where('favourites.user_id', '=', userId)
    .where('goods.on_sale', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .selectAll('goods')
      .select('favourites.created_at as at')
      .orderBy('favourites.created_at', 'desc')
      .orderBy('goods.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Records a view (the time moves on for goods seen before) and keeps the member's latest `keep`. */
export async function recordView(db: Executor, userId: number, goodsId: number, now: number, keep: number): Promise<void> {
  await db
    .insertInto('goods_views')
    .values({ user_id: userId, goods_id: goodsId, viewed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doUpdateSet({ viewed_at: now }))
    .execute();
  const older = await db
    .selectFrom('goods_views')
    .select('goods_id')
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .orderBy('goods_id', 'desc')
    .limit(100)
    .offset(keep)
    .execute();
  if (older.length) {
    const ids = older.map((r) => r.goods_id);
    await db.deleteFrom('goods_views').where('user_id', '=', userId).where('goods_id', 'in', ids).execute();
  }
}

/** A page of the goods the member viewed (still on sale), the latest first. */
export async function viewsPage(db: Executor, userId: number, page: number, size: number): Promise<Browsed> {
  const base = db
    .selectFrom('goods_views')
    .innerJoin('goods', 'goods.id', 'goods_views.goods_id')
    .where('goods_views.user_id', '=', userId)
    .where('goods.on_sale', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .selectAll('goods')
      .select('goods_views.viewed_at as at')
      .orderBy('goods_views.viewed_at', 'desc')
      .orderBy('goods.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Records a search (the time moves on for words searched before) and keeps the member's latest `keep`. */
export async function recordSearch(db: Executor, userId: number, words: string, now: number, keep: number): Promise<void> {
  await db
    .insertInto('search_history')
    .values({ user_id: userId, words, searched_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'words']).doUpdateSet({ searched_at: now }))
    .execute();
  const older = await db
    .selectFrom('search_history')
    .select('words')
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('words')
    .limit(100)
    .offset(keep)
    .execute();
  if (older.length) {
    const list = older.map((r) => r.words);
    await db.deleteFrom('search_history').where('user_id', '=', userId).where('words', 'in', list).execute();
  }
}

export async function searchHistory(db: Executor, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_history')
    .select('words')
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('words')
    .limit(limit)
    .execute();
  return rows.map((r) => r.words);
}

export async function clearSearchHistory(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('search_history').where('user_id', '=', userId).execute();
}
