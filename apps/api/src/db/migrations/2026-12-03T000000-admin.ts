import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The back office (admin console): operator accounts apart from members, their sessions (token
// hashes only), and the audit log of every back-office action (who, what, when, before, after).

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  const serial = sqlite ? 'integer' : 'bigserial';
  await db.schema
    .createTable('admin_users')
    .addColumn('id', serial, id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sqlRoles()))
    .addColumn('store_id', 'bigint', (c) => c.references('stores.id'))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', serial, id)
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('admin_sessions_admin').on('admin_sessions').column('admin_id').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', serial, id)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('admin_id', 'bigint', (c) => c.references('admin_users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('audit_log_admin').on('audit_log').columns(['admin_id', 'at']).execute();
}

/** A literal list (contract admin.ts ADMIN_ROLES; migrations never import app code). */
function sqlRoles() {
  return sql.raw("role in ('admin', 'operator', 'finance', 'clerk')");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_users').execute();
}
