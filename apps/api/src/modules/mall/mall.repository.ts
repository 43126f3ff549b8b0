import { sql, type Insertable, type Updateable } from 'kysely';
import type { GoodsSort } from '@uu/contract/mall';
import type { Executor } from '../../db/database';
import type { CategoriesTable, CategoryRow, GoodsRow, GoodsTable, StoreRow, StoresTable } from './mall.table';

/** The catalogue's queries (product.md "Mall"): categories, goods and stores. The caller owns the transaction. */

export async function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute();
}

/** The goods-list filter: a category, search terms (each must appear), a price range in hundredths. */
export type GoodsFilter = { categoryId?: number; terms: string[]; minPrice?: number; maxPrice?: number; sort: GoodsSort };

const ORDER: Record<GoodsSort, [column: 'id' | 'price' | 'sold', direction: 'asc' | 'desc']> = {
  newest: ['id', 'desc'],
  priceAsc: ['price', 'asc'],
  priceDesc: ['price', 'desc'],
  sales: ['sold', 'desc'],
};

/** A page of the goods on sale, filtered and ordered (ties: newest first). */
export async function listGoodsOnSale(
  db: Executor,
  filter: GoodsFilter,
  page: number,
  size: number,
): Promise<{ rows: GoodsRow[]; total: number }> {
  let base = db.selectFrom('goods').where('on_sale', '=', 1);
  if (filter.categoryId) base = base.where('category_id', '=', filter.categoryId);
  if (filter.minPrice !== undefined) base = base.where('price', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) base = base.where('price', '<=', filter.maxPrice);
  for (const term of filter.terms) {
    // LIKE's wildcards in the words are taken literally.
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
  }
  const [column, direction] = ORDER[filter.sort];
  let ordered = base.selectAll().orderBy(column, direction);
  if (column !== 'id') ordered = ordered.orderBy('id', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findGoodsOnSale(db: Executor, id: number): Promise<GoodsRow | undefined> {
  return db.selectFrom('goods').selectAll().where('id', '=', id).where('on_sale', '=', 1).executeTakeFirst();
}

/** Every open store (not disabled), or those offering the goods, by id. */
export async function listStores(db: Executor, goodsId: number | undefined): Promise<StoreRow[]> {
  let query = db.selectFrom('stores').selectAll('stores').where('stores.disabled_at', 'is', null);
  if (goodsId) query = query.innerJoin('goods_stores', 'goods_stores.store_id', 'stores.id').where('goods_stores.goods_id', '=', goodsId);
  return query.orderBy('stores.id').execute();
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** How many of the store ids exist. */
export async function countStores(db: Executor, ids: number[]): Promise<number> {
  return (await db.selectFrom('stores').select('id').where('id', 'in', ids).execute()).length;
}

/** Inserts (made at `createdAt`), or updates the row with `id` (undefined: no such row). */
export async function saveCategory(
  db: Executor,
  id: number | undefined,
  values: Omit<Insertable<CategoriesTable>, 'created_at'>,
  createdAt: number,
) {
  return id
    ? db.updateTable('categories').set(values).where('id', '=', id).returningAll().executeTakeFirst()
    : db
        .insertInto('categories')
        .values({ ...values, created_at: createdAt })
        .returningAll()
        .executeTakeFirst();
}

export async function insertGoods(db: Executor, values: Insertable<GoodsTable>): Promise<GoodsRow | undefined> {
  return db.insertInto('goods').values(values).returningAll().executeTakeFirst();
}

export async function updateGoods(db: Executor, id: number, values: Updateable<GoodsTable>): Promise<GoodsRow | undefined> {
  return db.updateTable('goods').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The stores offering the goods become exactly `storeIds`. */
export async function setGoodsStores(db: Executor, goodsId: number, storeIds: Iterable<number>): Promise<void> {
  await db.deleteFrom('goods_stores').where('goods_id', '=', goodsId).execute();
  for (const storeId of storeIds) await db.insertInto('goods_stores').values({ goods_id: goodsId, store_id: storeId }).execute();
}

export async function goodsStoreIds(db: Executor, goodsId: number): Promise<number[]> {
  const rows = await db.selectFrom('goods_stores').select('store_id').where('goods_id', '=', goodsId).orderBy('store_id').execute();
  return rows.map((s) => s.store_id);
}

/** Inserts (made at `createdAt`), or updates the row with `id` (undefined: no such row). */
export async function saveStore(
  db: Executor,
  id: number | undefined,
  values: Omit<Insertable<StoresTable>, 'created_at'>,
  createdAt: number,
) {
  return id
    ? db.updateTable('stores').set(values).where('id', '=', id).returningAll().executeTakeFirst()
    : db
        .insertInto('stores')
        .values({ ...values, created_at: createdAt })
        .returningAll()
        .executeTakeFirst();
}
