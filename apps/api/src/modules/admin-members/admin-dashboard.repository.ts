import { sql } from 'kysely';
import { OrderStatus } from '@uu/contract/orders';
import type { Executor } from '../../db/database';
import { dayBucket, type DayCount } from './admin-members.repository';

/*
 * The dashboard's sales (issue 17 "Dashboard"): orders by the day they were paid (index orders_paid), a refunded
 * order no longer counted. PostgreSQL answers COUNT and SUM of BIGINT as strings: every number goes through Number().
 */

/** Paid orders and the UU paid for them, per day of the period (day i is [bounds[i], bounds[i+1])). */
export async function salesPerDay(db: Executor, bounds: number[]): Promise<DayCount[]> {
  const first = bounds[0] as number;
  const end = bounds[bounds.length - 1] as number;
  const rows = await sql<{ bucket: number | string; n: number | string; total: number | string }>`
    select ${dayBucket('paid_at', bounds)} as bucket, count(*) as n, coalesce(sum(paid_uu), 0) as total
    from orders
    where paid_at >= ${first} and paid_at < ${end} and status <> ${OrderStatus.refunded}
    group by 1`.execute(db);
  return rows.rows.map((r) => ({ bucket: Number(r.bucket), n: Number(r.n), total: Number(r.total) }));
}

/** The goods sold most (by quantity) in orders paid in [from, to), with their orders and UU; ties by UU. */
export async function topGoods(db: Executor, from: number, to: number, limit: number) {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('goods', 'goods.id', 'orders.goods_id')
    .select((eb) => [
      'orders.goods_id',
      'goods.name',
      eb.fn.sum<number>('orders.quantity').as('quantity'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('orders.paid_uu').as('uu'),
    ])
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', to)
    .where('orders.status', '<>', OrderStatus.refunded)
    .groupBy(['orders.goods_id', 'goods.name'])
    .orderBy('quantity', 'desc')
    .orderBy('uu', 'desc')
    .orderBy('orders.goods_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    goodsId: Number(r.goods_id),
    name: r.name,
    quantity: Number(r.quantity),
    orders: Number(r.orders),
    uu: Number(r.uu),
  }));
}
