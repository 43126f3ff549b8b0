import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Back office, members (admin-members): each disable and enable of a member, with the operator's
// reason and the status the account had before, so enabling gives back exactly that status
// (an activated member stays activated) and the detail page shows the history.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('member_status_changes')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('disabled', 'integer', (c) => c.notNull())
    .addColumn('previous_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_status_changes_user').on('member_status_changes').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_status_changes').execute();
}
