import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Orders (issue 5): the state machine of product.md, the goods and delivery details as they were
// when ordered, what paid it; and a store's own write-off code (members may type it in the store).

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());

  await sql`alter table stores add column writeoff_code text`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('goods_snapshot', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('fb_percent', 'integer', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('paid_uu', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_fb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('address_snapshot', 'text')
    .addColumn('store_id', 'bigint', (c) => c.references('stores.id'))
    .addColumn('installation_time', 'text')
    .addColumn('installation_picture', 'text')
    .addColumn('remark', 'text')
    .addColumn('logistics_company', 'text')
    .addColumn('logistics_number', 'text')
    .addColumn('writeoff_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('pay_by', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('done_at', 'bigint')
    .addColumn('canceled_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addCheckConstraint('orders_status', sql`status between 0 and 8`)
    .addCheckConstraint('orders_amounts', sql`quantity > 0 and total > 0 and paid_uu >= 0 and paid_fb >= 0`)
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'pay_by']).execute();
  await sql`create unique index orders_writeoff_code on orders (writeoff_code) where writeoff_code is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
