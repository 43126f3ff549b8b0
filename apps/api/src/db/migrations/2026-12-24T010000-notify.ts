import type { Kysely } from 'kysely';

// Issue 21, the outside channels' last parts: a push subscription remembers the session that registered it (signing
// that session out removes the device's subscription), and an announcement remembers how far the `announcements`
// job has written its outbox deliveries (the last user id done; null: nothing left to write). Announcements sent
// before this migration keep null: they are not pushed, mailed or texted after the fact.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').addColumn('session_id', 'bigint').execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_id').execute();
  await db.schema.alterTable('announcements').addColumn('outbox_after', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcements').dropColumn('outbox_after').execute();
  await db.schema.dropIndex('push_subscriptions_session').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('session_id').execute();
}
