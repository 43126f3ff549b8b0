import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { CartItemRow, GoodsRow, SkuRow } from './mall.table';

/** The members' carts (issue 22): one row per goods and spec; the caller owns the transaction. */

/** A cart line with its goods and spec as they are now (the spec null without specs or when it is gone). */
export type CartLineRow = { item: CartItemRow; goods: GoodsRow; sku: SkuRow | null };

export async function cartLines(db: Executor, userId: number, onlySelected = false): Promise<CartLineRow[]> {
  let query = db.selectFrom('cart_items').selectAll().where('user_id', '=', userId);
  if (onlySelected) query = query.where('selected', '=', 1);
  const items = await query.orderBy('id', 'desc').execute();
  if (!items.length) return [];
  const goodsIds = [...new Set(items.map((i) => i.goods_id))];
  const skuIds = [...new Set(items.map((i) => Number(i.sku_id)).filter((id) => id !== 0))];
  const [goods, skus] = await Promise.all([
    db.selectFrom('goods').selectAll().where('id', 'in', goodsIds).execute(),
    skuIds.length ? db.selectFrom('goods_skus').selectAll().where('id', 'in', skuIds).execute() : Promise.resolve([]),
  ]);
  const goodsById = new Map(goods.map((g) => [Number(g.id), g]));
  const skusById = new Map(skus.map((k) => [Number(k.id), k]));
  return items.flatMap((item) => {
    const g = goodsById.get(Number(item.goods_id));
    return g ? [{ item, goods: g, sku: skusById.get(Number(item.sku_id)) ?? null }] : [];
  });
}

export async function findCartItem(db: Executor, userId: number, goodsId: number, skuId: number): Promise<CartItemRow | undefined> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('goods_id', '=', goodsId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
}

export async function ownCartItem(db: Executor, userId: number, id: number): Promise<CartItemRow | undefined> {
  return db.selectFrom('cart_items').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function countCartItems(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds to the member's line of the goods and spec (made when there is none; at most `max` of it). */
export async function addCartItem(
  db: Executor,
  userId: number,
  goodsId: number,
  skuId: number,
  quantity: number,
  max: number,
  now: number,
) {
  await db
    .insertInto('cart_items')
    .values({ user_id: userId, goods_id: goodsId, sku_id: skuId, quantity, selected: 1, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'goods_id', 'sku_id']).doUpdateSet({
        quantity: sql<number>`case when cart_items.quantity + ${quantity} > ${max} then ${max} else cart_items.quantity + ${quantity} end`,
        selected: 1,
        updated_at: now,
      }),
    )
    .execute();
}

export async function updateCartItem(
  db: Executor,
  userId: number,
  id: number,
  set: { quantity?: number; selected?: number; updated_at: number },
) {
  await db.updateTable('cart_items').set(set).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function selectAllCartItems(db: Executor, userId: number, selected: boolean, now: number) {
  await db
    .updateTable('cart_items')
    .set({ selected: selected ? 1 : 0, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

export async function removeCartItems(db: Executor, userId: number, ids: number[]) {
  if (ids.length) await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).execute();
}
