import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Coupons (issue 5): an operator's coupon definitions, the copies members hold, and what an order
// took off with one; plus the logistics timeline an operator keeps for a shipped order.

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('coupons')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('percent', 'integer')
    .addColumn('min_spend', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('package_spec', 'text')
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('coupons_kind', sql`kind in ('mall', 'package')`)
    .addCheckConstraint(
      'coupons_discount',
      sql`kind = 'package' or (discount_type = 'amount' and amount > 0 and min_spend > amount) or (discount_type = 'percent' and percent between 1 and 99)`,
    )
    .execute();

  await db.schema
    .createTable('member_coupons')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupons.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('order_id', 'bigint', (c) => c.references('orders.id'))
    .addCheckConstraint('member_coupons_status', sql`status in ('available', 'used')`)
    .execute();
  await db.schema.createIndex('member_coupons_user').on('member_coupons').columns(['user_id', 'status', 'expires_at']).execute();
  await db.schema.createIndex('member_coupons_order').on('member_coupons').column('order_id').execute();

  await sql`alter table orders add column coupon_id bigint references member_coupons (id)`.execute(db);
  await sql`alter table orders add column discount bigint not null default 0`.execute(db);

  await db.schema
    .createTable('order_tracking')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_tracking_order').on('order_tracking').columns(['order_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_tracking').execute();
  // SQLite cannot drop a column with a foreign key: there the two (unused) order columns stay.
  if (!isSqlite(db)) await sql`alter table orders drop column discount, drop column coupon_id`.execute(db);
  await db.schema.dropTable('member_coupons').execute();
  await db.schema.dropTable('coupons').execute();
}
