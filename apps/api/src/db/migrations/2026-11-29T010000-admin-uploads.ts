import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The back office's uploads (spec §7's admin upload endpoint): images for goods, categories,
// stores and banners, served at /files/<name> like members' uploads, with what they are for.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('admin_uploads')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('pid', 'bigint')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_uploads_model').on('admin_uploads').columns(['model', 'pid']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_uploads').execute();
}
