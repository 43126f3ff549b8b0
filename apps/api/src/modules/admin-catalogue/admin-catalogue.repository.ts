import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { CategoryRow, GoodsRow, SkuRow, StoreRow } from '../mall/mall.table';

// The back office's reads of the catalogue (every language as stored) and its few targeted
// writes. Rows are mapped to the contract by the service.

export type GoodsFilter = {
  q?: string;
  categoryId?: number;
  deliveryType?: GoodsRow['delivery_type'];
  onShelf?: boolean;
  soldOut?: boolean;
  stockAtMost?: number;
  page: number;
  size: number;
};

export async function categoriesWithCounts(db: Executor): Promise<(CategoryRow & { goods_count: number; on_sale_count: number })[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('goods', 'goods.category_id', 'categories.id')
    .selectAll('categories')
    .select((eb) => [
      eb.fn.count<number>('goods.id').as('goods_count'),
      eb.fn.sum<number | null>(sql`case when goods.on_sale = 1 then 1 else 0 end`).as('on_sale_count'),
    ])
    .groupBy(['categories.id', 'categories.name', 'categories.icon', 'categories.sort', 'categories.created_at'])
    .orderBy('categories.sort')
    .orderBy('categories.id')
    .execute();
  return rows.map((r) => ({ ...r, goods_count: Number(r.goods_count), on_sale_count: Number(r.on_sale_count ?? 0) }));
}

export async function goodsInCategory(db: Executor, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True when an error is a foreign-key violation, on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e?.code === '23503';
}

export async function deleteCategoryRow(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function goodsPage(db: Executor, filter: GoodsFilter): Promise<{ rows: GoodsRow[]; total: number }> {
  let base = db.selectFrom('goods');
  if (filter.categoryId) base = base.where('category_id', '=', filter.categoryId);
  if (filter.deliveryType) base = base.where('delivery_type', '=', filter.deliveryType);
  if (filter.onShelf !== undefined) base = base.where('on_sale', '=', filter.onShelf ? 1 : 0);
  if (filter.soldOut !== undefined) base = base.where('stock', filter.soldOut ? '=' : '>', 0);
  const atMost = filter.stockAtMost;
  if (atMost !== undefined) {
    // Stock alerts look at each combination too: goods with plenty in all but one size still need that size restocked.
    base = base.where((eb) =>
      eb.or([
        eb('stock', '<=', atMost),
        eb.exists(
          eb
            .selectFrom('goods_skus')
            .select('goods_skus.id')
            .whereRef('goods_skus.goods_id', '=', 'goods.id')
            .where('goods_skus.sort', '>=', 0)
            .where('goods_skus.stock', '<=', atMost),
        ),
      ]),
    );
  }
  if (filter.q) {
    // Any of the name's languages (LIKE's wildcards in the words taken literally), or the id itself.
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,12}$/.test(filter.q) ? Number(filter.q) : null;
    base = base.where((eb) =>
      eb.or([eb(sql<string>`search_text`, 'like', sql<string>`${pattern} escape '\\'`), ...(id !== null ? [eb('id', '=', id)] : [])]),
    );
  }
  // Stock alerts list the fewest left first: of the goods, or of its emptiest combination (retired ones, sort -1, aside).
  const fewest = sql<number>`coalesce((select min(s.stock) from goods_skus s where s.goods_id = goods.id and s.sort >= 0), goods.stock)`;
  const ordered = atMost !== undefined ? base.selectAll().orderBy(fewest).orderBy('id', 'desc') : base.selectAll().orderBy('id', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The combinations of these goods at or under a stock alert's threshold (retired ones aside), emptiest first. */
export async function lowSkusOf(db: Executor, goodsIds: number[], atMost: number): Promise<SkuRow[]> {
  if (!goodsIds.length) return [];
  return db
    .selectFrom('goods_skus')
    .selectAll()
    .where('goods_id', 'in', goodsIds)
    .where('sort', '>=', 0)
    .where('stock', '<=', atMost)
    .orderBy('stock')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function goodsById(db: Executor, id: number): Promise<GoodsRow | undefined> {
  return db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function storeIdsOf(db: Executor, goodsId: number): Promise<number[]> {
  const rows = await db.selectFrom('goods_stores').select('store_id').where('goods_id', '=', goodsId).orderBy('store_id').execute();
  return rows.map((r) => Number(r.store_id));
}

export async function setOnSale(db: Executor, id: number, onSale: boolean, now: number): Promise<GoodsRow | undefined> {
  return db
    .updateTable('goods')
    .set({ on_sale: onSale ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * One conditional update, like the ledger's balances: the stock moves by `delta` only when it
 * stays at zero or above, so a concurrent reservation is never overwritten nor driven negative.
 */
export async function adjustStock(db: Executor, id: number, delta: number, now: number): Promise<GoodsRow | undefined> {
  return db
    .updateTable('goods')
    .set({ stock: sql<number>`stock + ${delta}`, updated_at: now })
    .where('id', '=', id)
    .where(sql<number>`stock + ${delta}`, '>=', 0)
    .returningAll()
    .executeTakeFirst();
}

export type StoreWithCounts = StoreRow & { goods_count: number; order_count: number };

/** Every store (open or disabled), or the one with `id`, with how many goods and orders refer to it. */
export async function storesWithCounts(db: Executor, id?: number): Promise<StoreWithCounts[]> {
  let stores = db.selectFrom('stores').selectAll().orderBy('id');
  let goods = db.selectFrom('goods_stores').select(['store_id', (eb) => eb.fn.countAll<number>().as('n')]);
  let orders = db
    .selectFrom('orders')
    .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', 'is not', null);
  if (id !== undefined) {
    stores = stores.where('id', '=', id);
    goods = goods.where('store_id', '=', id);
    orders = orders.where('store_id', '=', id);
  }
  const [rows, goodsCounts, orderCounts] = await Promise.all([
    stores.execute(),
    goods.groupBy('store_id').execute(),
    orders.groupBy('store_id').execute(),
  ]);
  const goodsBy = new Map(goodsCounts.map((c) => [Number(c.store_id), Number(c.n)]));
  const ordersBy = new Map(orderCounts.map((c) => [Number(c.store_id), Number(c.n)]));
  return rows.map((s) => ({ ...s, goods_count: goodsBy.get(s.id) ?? 0, order_count: ordersBy.get(s.id) ?? 0 }));
}

export async function setStoreDisabled(db: Executor, id: number, disabledAt: number | null): Promise<boolean> {
  const result = await db.updateTable('stores').set({ disabled_at: disabledAt }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes the store only while no order, goods or clerk refers to it, in the statement itself (a new order
 * between a count and the delete is refused by the foreign keys as well). False: nothing deleted.
 */
export async function deleteUnusedStore(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('stores')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orders')
            .select('id')
            .where('store_id', '=', id)
            .unionAll(eb.selectFrom('goods_stores').select('goods_id as id').where('store_id', '=', id))
            .unionAll(eb.selectFrom('admin_users').select('id').where('store_id', '=', id)),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function storeExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('stores').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function setWriteoffCode(db: Executor, id: number, code: string | null): Promise<StoreRow | undefined> {
  return db.updateTable('stores').set({ writeoff_code: code }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** A member by 8-digit member number, else by id. */
export async function memberByRef(db: Executor, who: string) {
  const select = db.selectFrom('users').select(['id', 'member_no', 'nickname', 'level', 'status']);
  const byNo = who.length === 8 ? await select.where('member_no', '=', who).executeTakeFirst() : undefined;
  return byNo ?? (await select.where('id', '=', Number(who)).executeTakeFirst());
}
