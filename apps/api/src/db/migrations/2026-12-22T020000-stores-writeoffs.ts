import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Stores (issue 17 "Also deliver", issue 19 #3): opening hours per language (the one string kept as
// zh-Hant, the source the other languages fall back to), a store the operator disables (`disabled_at`),
// and partial write-off of a multi-quantity order: how many are written off on the order, and one
// record per write-off (who, when, how many).

type Stores = { stores: { id: number; hours: string | null } };

async function rewriteHours(db: Kysely<unknown>, change: (hours: string) => string | null): Promise<void> {
  const k = db as unknown as Kysely<Stores>;
  const rows = await k.selectFrom('stores').select(['id', 'hours']).where('hours', 'is not', null).execute();
  for (const row of rows) {
    if (row.hours === null) continue;
    await k
      .updateTable('stores')
      .set({ hours: change(row.hours) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());

  await rewriteHours(db, (hours) => (hours.trim() ? JSON.stringify({ 'zh-Hant': hours.trim() }) : null));
  await db.schema.alterTable('stores').addColumn('disabled_at', 'bigint').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('written_off', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('order_writeoffs')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The clerk or operator at the desk; null with `user_id`: the member typed the store's code.
    .addColumn('admin_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_writeoffs_order').on('order_writeoffs').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_writeoffs').execute();
  await db.schema.alterTable('orders').dropColumn('written_off').execute();
  await db.schema.alterTable('stores').dropColumn('disabled_at').execute();
  await rewriteHours(db, (hours) => {
    try {
      return (JSON.parse(hours) as { 'zh-Hant'?: string })['zh-Hant'] ?? null;
    } catch {
      return hours;
    }
  });
}
