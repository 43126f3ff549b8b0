import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Operator accounts (issue 18 "Operators"): TOTP two-factor sign-in (the secret, sealed when a key
// is configured; the set-up not yet confirmed; the last time step accepted, so a code is not taken
// twice), one-time recovery codes (hashes only), the short-lived challenge between the password
// and the code, the browser of each session, and every sign-in attempt of an account.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  const serial = sqlite ? 'integer' : 'bigserial';
  await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_enabled_at', 'bigint').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('admin_sessions').addColumn('user_agent', 'text').execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', serial, id)
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin').on('admin_recovery_codes').columns(['admin_id', 'code_hash']).execute();
  await db.schema
    .createTable('admin_login_challenges')
    .addColumn('id', serial, id)
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createTable('admin_sign_ins')
    .addColumn('id', serial, id)
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_users.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sign_ins_admin').on('admin_sign_ins').columns(['admin_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_sign_ins').execute();
  await db.schema.dropTable('admin_login_challenges').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('user_agent').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute();
  }
}
