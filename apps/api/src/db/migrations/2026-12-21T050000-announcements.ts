import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Operator announcements (issue 21), delivered by fan-out on read: sending one writes one row (and, for a
// list of members, one row per listed member), never one per recipient. A member's next read of the
// message centre copies the announcements addressed to them into their own messages (`announcement_id`,
// unique per member), where the read marker and deletion work as for every other message.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('announcements')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    /** JSON `{ title, body }`, each per language: the parameters of the members' `announcement` messages. */
    .addColumn('params', 'text', (c) => c.notNull())
    /** 'all', 'level' (min_level and above) or 'members' (announcement_members). */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('min_level', 'integer')
    /** 'scheduled' until send_at has come, then 'sent'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('send_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    /** How many members it was addressed to when sent. */
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('announcements_status_send').on('announcements').columns(['status', 'send_at']).execute();
  await db.schema
    .createTable('announcement_members')
    .addColumn('announcement_id', 'bigint', (c) => c.notNull().references('announcements.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('announcement_members_pk', ['announcement_id', 'user_id'])
    .execute();
  await db.schema.alterTable('messages').addColumn('announcement_id', 'bigint').execute();
  // One copy per member (concurrent reads copy it once), and the read count of an announcement.
  await db.schema.createIndex('messages_announcement_user').on('messages').columns(['announcement_id', 'user_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_announcement_user').execute();
  await db.schema.alterTable('messages').dropColumn('announcement_id').execute();
  await db.schema.dropTable('announcement_members').execute();
  await db.schema.dropTable('announcements').execute();
}
