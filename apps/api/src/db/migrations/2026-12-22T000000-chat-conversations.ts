import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Chat conversations (issue 23): a member keeps several conversations; each question and answer
// (chat_logs) belongs to one. `title` is the member's (rename); null: the first question stands
// for it. A deleted conversation is kept with `deleted_at` (its questions leave the history and the
// search). The history written before conversations becomes one conversation per member.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('chat_conversations_user').on('chat_conversations').columns(['user_id', 'updated_at']).execute();
  await db.schema
    .alterTable('chat_logs')
    .addColumn('conversation_id', 'bigint', (c) => c.references('chat_conversations.id'))
    .execute();
  await db.schema.createIndex('chat_logs_conversation').on('chat_logs').columns(['conversation_id', 'id']).execute();

  // One conversation per member who has a history, from their first to their last question.
  await sql`
    insert into chat_conversations (user_id, title, created_at, updated_at, deleted_at)
    select user_id, null, min(created_at), max(created_at), null from chat_logs group by user_id
  `.execute(db);
  await sql`
    update chat_logs set conversation_id = (select c.id from chat_conversations c where c.user_id = chat_logs.user_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_logs_conversation').execute();
  await db.schema.alterTable('chat_logs').dropColumn('conversation_id').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
