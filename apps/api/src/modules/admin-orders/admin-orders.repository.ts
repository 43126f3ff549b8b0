import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Executor } from '../../db/database';
import type { OrderRow } from '../mall/mall.table';

/** The list's filters as the repository applies them (times in epoch ms; a clerk's store already forced). */
export type OrderFilter = {
  status?: number;
  deliveryType?: string;
  q?: string;
  memberId?: number;
  storeId?: number;
  from?: number;
  to?: number;
  /** Paid within [paidFrom, paidTo) (the dashboard's sales). */
  paidFrom?: number;
  paidTo?: number;
  goodsId?: number;
};

/** A list row as read: the order's own columns and its member's and store's. */
export type OrderListRow = Pick<
  OrderRow,
  | 'id'
  | 'order_no'
  | 'status'
  | 'delivery_type'
  | 'written_off'
  | 'goods_id'
  | 'goods_snapshot'
  | 'quantity'
  | 'total'
  | 'paid_uu'
  | 'paid_fb'
  | 'store_id'
  | 'created_at'
  | 'paid_at'
  | 'done_at'
  | 'refunded_at'
> & { user_id: number; member_no: string; nickname: string; store_name: string | null };

/** The columns of a list row (orders joined with users and, left, stores). */
const ROW_COLUMNS = [
  'orders.id',
  'orders.order_no',
  'orders.status',
  'orders.delivery_type',
  'orders.goods_id',
  'orders.goods_snapshot',
  'orders.quantity',
  'orders.total',
  'orders.paid_uu',
  'orders.paid_fb',
  'orders.store_id',
  'orders.created_at',
  'orders.paid_at',
  'orders.done_at',
  'orders.refunded_at',
  'orders.written_off',
  'orders.user_id',
  'users.member_no',
  'users.nickname',
  'stores.name as store_name',
] as const;

type OrdersQuery = SelectQueryBuilder<Database, 'orders' | 'users', object>;

function filtered(db: Executor, filter: Omit<OrderFilter, 'status'>): OrdersQuery {
  let query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id') as OrdersQuery;
  if (filter.deliveryType) query = query.where('orders.delivery_type', '=', filter.deliveryType as OrderRow['delivery_type']);
  if (filter.memberId !== undefined) query = query.where('orders.user_id', '=', filter.memberId);
  if (filter.storeId !== undefined) query = query.where('orders.store_id', '=', filter.storeId);
  if (filter.from !== undefined) query = query.where('orders.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('orders.created_at', '<=', filter.to);
  if (filter.paidFrom !== undefined) query = query.where('orders.paid_at', '>=', filter.paidFrom);
  if (filter.paidTo !== undefined) query = query.where('orders.paid_at', '<', filter.paidTo);
  if (filter.goodsId !== undefined) query = query.where('orders.goods_id', '=', filter.goodsId);
  const q = filter.q?.trim();
  if (q) {
    // Order numbers, ids and member numbers are digits: only digits are searched among them, which
    // also keeps LIKE's wildcards out of the prefix match (SQLite has no default LIKE escape). An id
    // has at most 9 digits here: PostgreSQL refuses to compare an integer column with a larger number.
    const digits = /^\d{1,30}$/.test(q);
    query = query.where((eb) =>
      eb.or([
        eb('users.email', '=', q.toLowerCase()),
        ...(digits
          ? [
              eb('orders.order_no', 'like', `${q}%`),
              eb('users.member_no', '=', q),
              ...(q.length <= 9 ? [eb('orders.id', '=', Number(q))] : []),
            ]
          : []),
        // Not digits: a part of the goods name as ordered (the snapshot's names in every language), case-insensitive, wildcards as themselves.
        ...(digits
          ? []
          : [sql<SqlBool>`lower(orders.goods_snapshot) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`]),
      ]),
    );
  }
  return query;
}

/** One page of orders under the filter, newest first, and how many there are in all. */
export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  page: number,
  size: number,
): Promise<{ rows: OrderListRow[]; total: number }> {
  let base = filtered(db, filter);
  if (filter.status !== undefined) base = base.where('orders.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('stores', 'stores.id', 'orders.store_id')
      .select(ROW_COLUMNS)
      .orderBy('orders.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows, total: Number(count.n) };
}

/** How many orders each state holds under the filter (without its state): the status tabs' counts. */
export async function countByStatus(db: Executor, filter: OrderFilter): Promise<number[]> {
  const rows = await filtered(db, filter)
    .select(['orders.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('orders.status')
    .execute();
  const counts = Array.from({ length: 9 }, () => 0);
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** The order a write-off code was given to, as a list row. */
export async function findByWriteOffCode(db: Executor, code: string): Promise<OrderListRow | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('stores', 'stores.id', 'orders.store_id')
    .select(ROW_COLUMNS)
    .where('orders.writeoff_code', '=', code)
    .executeTakeFirst();
  return row;
}

/** Which store an order belongs to (null: delivered, not collected), or undefined when there is no such order. */
export async function orderStore(
  db: Executor,
  id: number,
): Promise<{ store_id: number | null; user_id: number; coupon_id: number | null } | undefined> {
  return db.selectFrom('orders').select(['store_id', 'user_id', 'coupon_id']).where('id', '=', id).executeTakeFirst();
}

export async function memberContact(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'member_no', 'nickname', 'email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The member's coupon copy an order used, with the coupon's name per language (JSON). */
export async function couponOfOrder(db: Executor, memberCouponId: number) {
  return db
    .selectFrom('member_coupons')
    .innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select(['member_coupons.id', 'member_coupons.coupon_id', 'coupons.name'])
    .where('member_coupons.id', '=', memberCouponId)
    .executeTakeFirst();
}

/** An order's console refund, with the name of the operator who made it (null: an integration's key). */
export async function refundOf(db: Executor, orderId: number) {
  return db
    .selectFrom('order_refunds')
    .leftJoin('admin_users', 'admin_users.id', 'order_refunds.admin_id')
    .select([
      'order_refunds.reason',
      'order_refunds.goods_lost',
      'order_refunds.uu',
      'order_refunds.fb',
      'order_refunds.created_at',
      'admin_users.name as admin_name',
    ])
    .where('order_refunds.order_id', '=', orderId)
    .executeTakeFirst();
}

/** Why an order refunded before refund records existed was refunded: the memo of its refund transaction in the ledger (refundOrder writes the reason there). */
export async function refundMemo(db: Executor, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('memo')
    .where('type', '=', 'refund')
    .where('ref_type', '=', 'order')
    .where('ref_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.memo ?? null;
}
