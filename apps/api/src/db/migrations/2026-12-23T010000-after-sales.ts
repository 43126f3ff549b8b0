import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// After-sales (issue 22): one request per order (unique order_id) — a refund only, a return and refund or an exchange —
// with its reason, description and photos, the operator's decision, the parcel back, the replacement, what was
// refunded and when each step happened (the timeline is read from these times).

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('after_sales')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_id', 'bigint', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull())
    .addColumn('return_address', 'text')
    .addColumn('refusal', 'text')
    .addColumn('return_company', 'text')
    .addColumn('return_number', 'text')
    .addColumn('replacement_company', 'text')
    .addColumn('replacement_number', 'text')
    .addColumn('refund_uu', 'bigint')
    .addColumn('refund_fb', 'bigint')
    .addColumn('admin_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('returned_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('after_sales_user').on('after_sales').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('after_sales_state').on('after_sales').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('after_sales').execute();
}
