import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { OrderTrackingTable } from '../coupons/coupons.table';
import type { GoodsRow, OrderRefundsTable, OrderRow, OrdersTable, OrderWriteoffsTable } from './mall.table';

/**
 * The orders' queries (product.md "Mall, orders and coupons"). A state change is one conditional
 * update on the states it leaves, so an action the current state does not allow changes nothing,
 * and two actions racing cannot both happen. The caller owns the transaction.
 */

// ---- goods and stores, as an order sees them ----

/** A package on sale: virtual goods with a plan. */
export async function findPlanOnSale(db: Executor, id: number): Promise<GoodsRow | undefined> {
  return db
    .selectFrom('goods')
    .selectAll()
    .where('id', '=', id)
    .where('on_sale', '=', 1)
    .where('delivery_type', '=', 'virtual')
    .where('plan_spec', 'is not', null)
    .executeTakeFirst();
}

/** Whether the goods are offered at the store (pickup and write-off goods). */
export async function storeOffersGoods(db: Executor, goodsId: number, storeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('goods_stores')
    .select('store_id')
    .where('goods_id', '=', goodsId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the store exists and is not disabled (a disabled store takes no new orders and no write-off by its code). */
export async function storeIsOpen(db: Executor, storeId: number): Promise<boolean> {
  const row = await db.selectFrom('stores').select('id').where('id', '=', storeId).where('disabled_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

export type StoreBrief = { id: number; name: string; address: string };

export async function findStore(db: Executor, id: number): Promise<StoreBrief | undefined> {
  return db.selectFrom('stores').select(['id', 'name', 'address']).where('id', '=', id).executeTakeFirst();
}

/** Several stores in one query. */
export async function findStores(db: Executor, ids: number[]): Promise<StoreBrief[]> {
  return ids.length ? db.selectFrom('stores').select(['id', 'name', 'address']).where('id', 'in', ids).execute() : [];
}

// ---- orders ----

export async function insertOrder(db: Executor, values: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets an order's columns whatever its state (the order was just made in this transaction). */
export async function updateOrder(db: Executor, id: number, set: Updateable<OrdersTable>): Promise<OrderRow> {
  return db.updateTable('orders').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets the order's columns if it is in one of the `from` states; undefined when it is not (nothing changed).
 * `unwritten`: only while nothing of the order was written off: pieces already handed over at the store cannot be
 * refunded from the console (after-sales' work), even by a refund racing a write-off.
 */
export async function moveOrder(
  db: Executor,
  id: number,
  from: readonly number[],
  set: Updateable<OrdersTable>,
  options: { unwritten?: boolean } = {},
): Promise<OrderRow | undefined> {
  let query = db
    .updateTable('orders')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from]);
  if (options.unwritten) query = query.where('written_off', '=', 0);
  return query.returningAll().executeTakeFirst();
}

/**
 * Writes off `count` pieces of a pending write-off order in one conditional update (partial write-off):
 * only while `written_off + count` stays within the quantity, so two write-offs at once never hand over
 * more than was ordered; the piece that completes it moves the order to `done` (its delivery and done
 * times set then). Undefined when the order is not pending write-off or has fewer pieces left.
 */
export async function writeOffPieces(
  db: Executor,
  id: number,
  states: { pending: number; done: number },
  count: number,
  now: number,
): Promise<OrderRow | undefined> {
  const completes = sql<boolean>`written_off + ${count} = quantity`;
  return db
    .updateTable('orders')
    .set({
      written_off: sql<number>`written_off + ${count}`,
      status: sql<number>`case when ${completes} then ${states.done} else status end`,
      delivered_at: sql<number | null>`case when ${completes} then ${now} else delivered_at end`,
      done_at: sql<number | null>`case when ${completes} then ${now} else done_at end`,
    })
    .where('id', '=', id)
    .where('status', '=', states.pending)
    .where(sql<number>`written_off + ${count}`, '<=', sql<number>`quantity`)
    .returningAll()
    .executeTakeFirst();
}

export async function insertWriteOff(db: Executor, values: Insertable<OrderWriteoffsTable>): Promise<void> {
  await db.insertInto('order_writeoffs').values(values).execute();
}

/** An order's write-offs, oldest first, with the name of the clerk or operator (null: the member, or an integration). */
export async function writeOffsOf(db: Executor, orderId: number): Promise<{ at: number; quantity: number; by: string | null }[]> {
  const rows = await db
    .selectFrom('order_writeoffs')
    .leftJoin('admin_users', 'admin_users.id', 'order_writeoffs.admin_id')
    .select(['order_writeoffs.created_at', 'order_writeoffs.quantity', 'admin_users.name'])
    .where('order_writeoffs.order_id', '=', orderId)
    .orderBy('order_writeoffs.id')
    .execute();
  return rows.map((r) => ({ at: Number(r.created_at), quantity: Number(r.quantity), by: r.name }));
}

/** Hides a member's order in one of the `from` states, once. */
export async function hideOrder(db: Executor, id: number, from: readonly number[], now: number): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's own order, unless hidden. */
export async function findMemberOrder(db: Executor, userId: number, id: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findOrderByWriteOffCode(db: Executor, code: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('writeoff_code', '=', code).executeTakeFirst();
}

/** A member's orders (not hidden) of one list (installation or the mall's), in some states or all, newest first. */
export async function listMemberOrders(
  db: Executor,
  filter: { userId: number; installation: boolean; states: number[] | null },
  page: number,
  size: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders').where('user_id', '=', filter.userId).where('deleted_at', 'is', null);
  base = filter.installation ? base.where('delivery_type', '=', 'installation') : base.where('delivery_type', '!=', 'installation');
  if (filter.states) base = base.where('status', 'in', filter.states);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Unpaid orders past their time to pay, a batch at most. */
export async function expiredUnpaid(db: Executor, unpaid: number, now: number, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('status', '=', unpaid).where('pay_by', '<=', now).limit(limit).execute();
}

/** Moves every order in the `from` states delivered at or before `deliveredBy` to `to`: how many moved. */
export async function moveDelivered(
  db: Executor,
  from: readonly number[],
  to: number,
  deliveredBy: number,
  set: Updateable<OrdersTable>,
): Promise<OrderRow[]> {
  return db
    .updateTable('orders')
    .set({ status: to, ...set })
    .where('status', 'in', [...from])
    .where('delivered_at', '<=', deliveredBy)
    .returningAll()
    .execute();
}

// ---- tracking notes and refunds ----

export async function insertTracking(db: Executor, values: Insertable<OrderTrackingTable>): Promise<void> {
  await db.insertInto('order_tracking').values(values).execute();
}

export async function trackingOf(db: Executor, orderId: number): Promise<{ at: number; text: string }[]> {
  return db.selectFrom('order_tracking').select(['at', 'text']).where('order_id', '=', orderId).execute();
}

export async function insertRefund(db: Executor, values: Insertable<OrderRefundsTable>): Promise<void> {
  await db.insertInto('order_refunds').values(values).execute();
}
