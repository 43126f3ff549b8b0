import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Addresses and the region tree they point into (issue 5). The regions are loaded at start from
// modules/addresses/regions.json when the table is empty (like the default agreements).

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('regions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text')
    .addColumn('name_hant', 'text', (c) => c.notNull())
    .addColumn('name_hans', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('has_children', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('regions_parent').on('regions').columns(['parent_code', 'sort']).execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('consignee', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('region_code', 'text', (c) => c.notNull().references('regions.code'))
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('installation_picture', 'text')
    .addColumn('installation_time', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
  await db.schema.dropTable('regions').execute();
}
