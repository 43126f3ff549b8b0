import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// AI chat and check-in (issue 6): questions and answers, questions used per platform day, check-ins,
// chat packages (sold with issue 7; counted here).

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  const idType = sqlite ? 'integer' : 'bigserial';

  await db.schema
    .createTable('chat_logs')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addCheckConstraint('chat_logs_status', sql`status in ('streaming', 'done', 'stopped', 'failed')`)
    .execute();
  await db.schema.createIndex('chat_logs_user').on('chat_logs').columns(['user_id', 'id']).execute();

  // Questions used per member and platform day: one row, counted by conditional updates.
  await db.schema
    .createTable('chat_usage')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_usage_pk', ['user_id', 'day'])
    .addCheckConstraint('chat_usage_used', sql`used >= 0`)
    .execute();

  // One check-in per member and platform day: the primary key, not a read-then-write.
  await db.schema
    .createTable('sign_logs')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_logs_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('chat_packages')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('questions_per_day', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_packages_user').on('chat_packages').columns(['user_id', 'ends_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_packages', 'sign_logs', 'chat_usage', 'chat_logs']) await db.schema.dropTable(table).execute();
}
