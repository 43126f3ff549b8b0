import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Devices and sign-in history of members (issue 18): each session keeps what its device is (read
// from the user agent and the client-type header), the country of its address and the language it
// signed in with; every sign-in to an account, good or refused, is one row of sign_in_events; the
// message a member is sent when a new device signs in is kept in member_notices (the message
// centre of issue 21 will read it).

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

const DEVICE_COLUMNS = ['device_key', 'device_kind', 'device_model', 'browser', 'os', 'country', 'locale'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const idType = sqlite ? 'integer' : 'bigserial';

  for (const column of DEVICE_COLUMNS) {
    await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
  }
  // The devices list reads the live sessions of one account.
  await db.schema.createIndex('sessions_user_live').on('sessions').columns(['user_id', 'revoked_at', 'expires_at']).execute();

  await db.schema
    .createTable('sign_in_events')
    .addColumn('id', idType, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('failure', 'text')
    .addColumn('session_id', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('client_type', 'integer')
    .addColumn('device_key', 'text', (c) => c.notNull())
    .addColumn('device_kind', 'text')
    .addColumn('device_model', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('country', 'text')
    .addCheckConstraint('sign_in_events_failure_check', sql`failure is null or failure in ('password', 'throttled', 'disabled')`)
    .execute();
  await db.schema.createIndex('sign_in_events_user_at').on('sign_in_events').columns(['user_id', 'at']).execute();

  await db.schema
    .createTable('member_notices')
    .addColumn('id', idType, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addCheckConstraint('member_notices_status_check', sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  await db.schema.createIndex('member_notices_user').on('member_notices').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_notices').execute();
  await db.schema.dropTable('sign_in_events').execute();
  await db.schema.dropIndex('sessions_user_live').execute();
  for (const column of DEVICE_COLUMNS) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
