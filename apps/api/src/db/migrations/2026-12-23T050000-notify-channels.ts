import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// A message's outside channels (issue 21): the member's Web Push subscriptions (one per device), their
// choice of channels per category with quiet hours, and the outbox of deliveries written with each message.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // One browser's subscription is one endpoint: a repeat (or another account on the device) takes it over.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createTable('notify_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    // JSON: per category, the channels turned on.
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_to', 'text')
    // The language emails and SMS are written in (the app's when the member saved).
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('message_deliveries')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('message_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    // The push subscription a push goes to (one row per device); null for email and SMS.
    .addColumn('subscription_id', 'bigint')
    // pending → sent | skipped (nothing to send to any more) | failed (gave up; last_error kept).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();
  await db.schema.createIndex('message_deliveries_due').on('message_deliveries').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('message_deliveries_message').on('message_deliveries').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_deliveries').execute();
  await db.schema.dropTable('notify_settings').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
