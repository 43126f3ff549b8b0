import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Published app versions (spec §7 getNewVersion): one row per platform code (spec §3) and version,
// notes per language as JSON text, the download address and the forced flag.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('versions')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('forced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('versions_platform_version', ['platform', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('versions').execute();
}
