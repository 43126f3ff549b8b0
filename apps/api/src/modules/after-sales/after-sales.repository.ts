import type { AfterSaleState } from '@uu/contract/after-sales';
import type { Executor } from '../../db/database';
import type { AfterSaleRow, AfterSaleUpdate, NewAfterSaleRow } from './after-sales.table';

/** A request as read for a view: its own columns with its order's number and goods, and its member's number and name. */
export type AfterSaleViewRow = AfterSaleRow & { order_no: string; goods_snapshot: string; member_no: string; nickname: string };

function viewQuery(db: Executor) {
  return db
    .selectFrom('after_sales')
    .innerJoin('orders', 'orders.id', 'after_sales.order_id')
    .innerJoin('users', 'users.id', 'after_sales.user_id')
    .selectAll('after_sales')
    .select(['orders.order_no', 'orders.goods_snapshot', 'users.member_no', 'users.nickname']);
}

/** A new request; undefined when the order has one already (the unique order_id, whoever came first). */
export async function insertAfterSale(db: Executor, row: NewAfterSaleRow): Promise<number | undefined> {
  const inserted = await db
    .insertInto('after_sales')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : undefined;
}

export async function findAfterSale(db: Executor, id: number): Promise<AfterSaleViewRow | undefined> {
  return viewQuery(db).where('after_sales.id', '=', id).executeTakeFirst();
}

/** The member's own request (another member's id reads as none). */
export async function findMemberAfterSale(db: Executor, userId: number, id: number): Promise<AfterSaleViewRow | undefined> {
  return viewQuery(db).where('after_sales.id', '=', id).where('after_sales.user_id', '=', userId).executeTakeFirst();
}

/** The order's request, if any (the order's detail shows its state). */
export async function afterSaleOfOrder(db: Executor, orderId: number): Promise<Pick<AfterSaleRow, 'id' | 'state' | 'type'> | undefined> {
  return db.selectFrom('after_sales').select(['id', 'state', 'type']).where('order_id', '=', orderId).executeTakeFirst();
}

export async function listMemberAfterSales(db: Executor, userId: number, page: number, size: number) {
  const [rows, count] = await Promise.all([
    viewQuery(db)
      .where('after_sales.user_id', '=', userId)
      .orderBy('after_sales.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('after_sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The console's queue: by state (all when none), an order or member number exactly; oldest first, as work is taken. */
export async function listAfterSales(db: Executor, filter: { state?: AfterSaleState; q?: string }, page: number, size: number) {
  let query = viewQuery(db);
  if (filter.state) query = query.where('after_sales.state', '=', filter.state);
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or([eb('orders.order_no', '=', q), eb('users.member_no', '=', q)]));
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy('after_sales.id', filter.state ? 'asc' : 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Requests per state. */
export async function countAfterSalesByState(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('after_sales')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** Requests waiting for the operator (a decision, or a parcel to receive): the console's badge. */
export async function countWaitingAfterSales(db: Executor, states: readonly AfterSaleState[]): Promise<number> {
  const row = await db
    .selectFrom('after_sales')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', [...states])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One step: a conditional update on the state the step leaves; undefined when another came first. */
export async function moveAfterSale(
  db: Executor,
  id: number,
  from: AfterSaleState,
  set: AfterSaleUpdate,
): Promise<AfterSaleRow | undefined> {
  return db.updateTable('after_sales').set(set).where('id', '=', id).where('state', '=', from).returningAll().executeTakeFirst();
}
