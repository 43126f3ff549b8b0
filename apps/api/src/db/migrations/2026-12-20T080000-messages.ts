import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The message centre (issue 21): one row per message to one member, holding its template key and
// parameters (JSON), never a rendered sentence. Deleted rows stay (deleted_at) until a cleanup.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('messages')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('object_kind', 'text')
    .addColumn('object_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .execute();
  // The list (a category, newest first) and the unread counts both start from the member.
  await db.schema.createIndex('messages_user_category').on('messages').columns(['user_id', 'category', 'id']).execute();
  await db.schema.createIndex('messages_user_unread').on('messages').columns(['user_id', 'read_at', 'deleted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
}
