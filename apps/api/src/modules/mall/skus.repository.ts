import { sql, type Insertable } from 'kysely';
import { OrderStatus } from '@uu/contract/orders';
import type { Executor } from '../../db/database';
import type { GoodsSkusTable, OrderLineRow, OrderLinesTable, SkuRow } from './mall.table';

/**
 * Specs (SKUs), order lines and what a member bought (issue 22). Goods with specs keep goods.stock
 * and goods.sold as the sums of their SKUs', moved in the same statement pair; goods without specs
 * keep theirs on the goods row alone. Every take is one conditional update (`stock >= quantity`), so
 * the last units go to as many orders as there are units however many arrive. The caller owns the
 * transaction.
 */

export async function skusOf(db: Executor, goodsId: number): Promise<SkuRow[]> {
  return db.selectFrom('goods_skus').selectAll().where('goods_id', '=', goodsId).orderBy('sort').orderBy('id').execute();
}

export async function skusByIds(db: Executor, ids: number[]): Promise<SkuRow[]> {
  return ids.length ? db.selectFrom('goods_skus').selectAll().where('id', 'in', ids).execute() : [];
}

/** The goods' SKUs become exactly `skus` (matched by their values: a kept combination keeps its id and sold count). */
export async function replaceSkus(db: Executor, goodsId: number, skus: Omit<Insertable<GoodsSkusTable>, 'goods_id'>[]): Promise<void> {
  const existing = await skusOf(db, goodsId);
  const byKey = new Map(existing.map((s) => [s.spec_values, s]));
  const kept = new Set<number>();
  for (const sku of skus) {
    const old = byKey.get(sku.spec_values);
    if (old) {
      kept.add(old.id);
      await db
        .updateTable('goods_skus')
        .set({ price: sku.price, stock: sku.stock, picture: sku.picture, sort: sku.sort })
        .where('id', '=', old.id)
        .execute();
    } else {
      await db
        .insertInto('goods_skus')
        .values({ ...sku, goods_id: goodsId })
        .execute();
    }
  }
  const gone = existing.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (!gone.length) return;
  // A combination that orders name stays (the lines point at it) with no stock; the others go.
  const named = await db.selectFrom('order_lines').select('sku_id').distinct().where('sku_id', 'in', gone).execute();
  const namedIds = new Set(named.map((n) => Number(n.sku_id)));
  const free = gone.filter((id) => !namedIds.has(id));
  await db.deleteFrom('cart_items').where('sku_id', 'in', gone).execute();
  if (namedIds.size)
    await db
      .updateTable('goods_skus')
      .set({ stock: 0, sort: -1 })
      .where('id', 'in', [...namedIds])
      .execute();
  if (free.length) await db.deleteFrom('goods_skus').where('id', 'in', free).execute();
}

/** Takes `quantity` of the goods (and of its SKU) on sale, by conditional updates: false when there is not that much. */
export async function takeStock(db: Executor, goodsId: number, skuId: number | null, quantity: number): Promise<boolean> {
  if (skuId !== null) {
    const sku = await db
      .updateTable('goods_skus')
      .set({ stock: sql<number>`stock - ${quantity}`, sold: sql<number>`sold + ${quantity}` })
      .where('id', '=', skuId)
      .where('goods_id', '=', goodsId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (sku.numUpdatedRows === 0n) return false;
  }
  const taken = await db
    .updateTable('goods')
    .set({ stock: sql<number>`stock - ${quantity}`, sold: sql<number>`sold + ${quantity}` })
    .where('id', '=', goodsId)
    .where('on_sale', '=', 1)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return taken.numUpdatedRows !== 0n;
}

/** Puts `quantity` back on the shelf (cancel, refund), on the SKU too. */
export async function putBackStock(db: Executor, goodsId: number, skuId: number | null, quantity: number): Promise<void> {
  if (skuId !== null) {
    await db
      .updateTable('goods_skus')
      .set({ stock: sql<number>`stock + ${quantity}`, sold: sql<number>`sold - ${quantity}` })
      .where('id', '=', skuId)
      .execute();
  }
  await db
    .updateTable('goods')
    .set({ stock: sql<number>`stock + ${quantity}`, sold: sql<number>`sold - ${quantity}` })
    .where('id', '=', goodsId)
    .execute();
}

export async function insertOrderLines(db: Executor, lines: Insertable<OrderLinesTable>[]): Promise<void> {
  if (lines.length) await db.insertInto('order_lines').values(lines).execute();
}

/** The lines of the orders, by order id, in order. */
export async function linesOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  const rows = orderIds.length
    ? await db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
    : [];
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const r of rows) byOrder.set(Number(r.order_id), [...(byOrder.get(Number(r.order_id)) ?? []), r]);
  return byOrder;
}

/** How many of the goods the member has on orders that are not canceled or refunded (lines, and orders from before lines). */
export async function boughtByMember(db: Executor, userId: number, goodsId: number): Promise<number> {
  const gone = [OrderStatus.canceled, OrderStatus.refunded];
  const [lines, legacy] = await Promise.all([
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select((eb) => eb.fn.sum<number | null>('order_lines.quantity').as('n'))
      .where('orders.user_id', '=', userId)
      .where('order_lines.goods_id', '=', goodsId)
      .where('orders.status', 'not in', gone)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number | null>('quantity').as('n'))
      .where('user_id', '=', userId)
      .where('goods_id', '=', goodsId)
      .where('status', 'not in', gone)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('order_lines').select('order_lines.id').whereRef('order_lines.order_id', '=', 'orders.id'))),
      )
      .executeTakeFirst(),
  ]);
  return Number(lines?.n ?? 0) + Number(legacy?.n ?? 0);
}

/** Puts an order's goods back on the shelf, line by line (an order from before lines: its own goods and quantity). */
export async function putBackOrderStock(db: Executor, order: { id: number; goods_id: number; quantity: number }): Promise<void> {
  const lines = (await linesOf(db, [order.id])).get(order.id);
  if (!lines) return putBackStock(db, order.goods_id, null, order.quantity);
  for (const line of lines) await putBackStock(db, line.goods_id, line.sku_id, line.quantity);
}
