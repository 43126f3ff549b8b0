import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Large exports run in the background (issue 17 item 7): one row per export an operator asked for, claimed
// once by one instance (a conditional update of its status), its progress written as it goes, its file kept
// in the export storage until it expires. admin_id is null for the integrations' OPERATOR_API_KEY.
// Also the indexes that exports and the dashboard read by: creation time, and the orders' payment time.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('admin_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows_total', 'bigint', (c) => c.notNull())
    .addColumn('rows_done', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('runner', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('heartbeat_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .execute();
  // "My exports" lists one operator's newest first; the runner looks for queued (or stalled) jobs.
  await db.schema.createIndex('export_jobs_admin').on('export_jobs').columns(['admin_id', 'id']).execute();
  await db.schema.createIndex('export_jobs_status').on('export_jobs').columns(['status', 'id']).execute();
  // An export (and its count before it starts) and the dashboard's days read each table by creation time.
  for (const table of ['orders', 'users', 'topups', 'withdrawals', 'ledger_entries']) {
    await db.schema.createIndex(`${table}_created`).on(table).column('created_at').execute();
  }
  // The dashboard's sales are orders by the day they were paid.
  await db.schema.createIndex('orders_paid').on('orders').column('paid_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_paid').execute();
  for (const table of ['orders', 'users', 'topups', 'withdrawals', 'ledger_entries']) {
    await db.schema.dropIndex(`${table}_created`).execute();
  }
  await db.schema.dropTable('export_jobs').execute();
}
