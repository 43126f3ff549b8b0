import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Flow and chat packages (issue 7): a virtual goods carries its plan; a member's flow packages and
// the carrier's usage reports (each counted once by its ref); chat packages remember their order;
// coupons an operator offers for members to claim themselves (once each).

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());

  await sql`alter table goods add column plan_spec text`.execute(db);
  await sql`alter table chat_packages add column order_id bigint references orders (id)`.execute(db);

  await db.schema
    .createTable('flow_packages')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'bigint', (c) => c.references('orders.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data_mb', 'bigint', (c) => c.notNull())
    .addColumn('used_mb', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('flow_packages_used', sql`used_mb >= 0 and used_mb <= data_mb`)
    .execute();
  await db.schema.createIndex('flow_packages_user').on('flow_packages').columns(['user_id', 'ends_at']).execute();

  await db.schema
    .createTable('flow_usage')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('used_mb', 'bigint', (c) => c.notNull())
    .addColumn('applied_mb', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await sql`alter table coupons add column claimable integer not null default 0`.execute(db);
  await sql`create unique index member_coupons_claim on member_coupons (coupon_id, user_id) where source = 'claim'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index member_coupons_claim`.execute(db);
  await db.schema.dropTable('flow_usage').execute();
  await db.schema.dropTable('flow_packages').execute();
}
