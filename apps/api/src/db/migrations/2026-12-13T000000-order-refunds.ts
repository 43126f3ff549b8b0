import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Back office, orders (issue 17 item 6): a console refund keeps its reason, whether the goods
// were lost (stock not put back) and what went back on a record of its own, not in the member's
// order note. One refund per order (unique order_id).

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('order_refunds')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_id', 'bigint', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('goods_lost', 'integer', (c) => c.notNull())
    .addColumn('uu', 'bigint', (c) => c.notNull())
    .addColumn('fb', 'bigint', (c) => c.notNull())
    .addColumn('admin_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
}
