import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Migrations never import app code: they describe tables as they were on the day they were written.
// Times are epoch milliseconds in BIGINT columns; ids are integers from the database.

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const idType = sqlite ? 'integer' : 'bigserial';

  await db.schema
    .createTable('users')
    .addColumn('id', idType, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('member_no', 'text', (c) => c.notNull().unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pay_password_hash', 'text')
    .addColumn('avatar', 'text')
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('inactive'))
    .addColumn('invitation_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('users_status_check', sql`status in ('inactive', 'active', 'disabled')`)
    .addCheckConstraint('users_level_check', sql`level between 0 and 5`)
    .addCheckConstraint('users_contact_check', sql`email is not null or phone is not null`)
    .execute();
  // Nicknames are unique regardless of case: "Alice" and "alice" would be the same person at sign-in.
  await sql`create unique index users_nickname_lower on users (lower(nickname))`.execute(db);
  await db.schema.createIndex('users_referrer').on('users').column('referrer_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idType, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_type', 'integer')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', idType, (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('verification_codes_lookup').on('verification_codes').columns(['destination', 'purpose', 'id']).execute();

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('throttles_expiry').on('throttles').column('expires_at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agreements')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('agreement_translations')
    .addColumn('agreement_id', 'integer', (c) => c.notNull().references('agreements.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agreement_translations_pk', ['agreement_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['agreement_translations', 'agreements', 'settings', 'throttles', 'verification_codes', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
