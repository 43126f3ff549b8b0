import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Back office, members (issue 17 item 11): a balance adjustment over the operator-set limit waits
// here for a second operator (maker–checker); only the approval posts it to the ledger.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('adjustment_requests')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('maker_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('checker_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('refusal', 'text')
    .addColumn('transaction_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('adjustment_requests_status').on('adjustment_requests').columns(['status', 'id']).execute();
  await db.schema.createIndex('adjustment_requests_user').on('adjustment_requests').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('adjustment_requests').execute();
}
