import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Account management (issue 3): sibling accounts, the payment-password lock, uploaded files.
// - users.owner_id: a sibling's registered account. Siblings have no email or phone of their own
//   (they share the owner's for recovery), so the contact check now accepts an owner instead.
// - users.pay_failures / pay_locked_until: wrong payment passwords, counted by conditional updates.
// - uploads: files members uploaded, under server-made names.

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * SQLite cannot alter a check constraint: the table is rebuilt (sqlite.org/lang_altertable.html,
 * "Making Other Kinds Of Table Schema Changes"). Kysely runs SQLite migrations outside a
 * transaction on its one connection, so foreign keys can be switched off around the rebuild.
 */
async function rebuildUsersOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql`
        create table users_new (
          id integer primary key autoincrement,
          member_no text not null unique,
          nickname text not null,
          email text unique,
          phone text unique,
          password_hash text not null,
          pay_password_hash text,
          avatar text,
          level integer not null default 0,
          status text not null default 'inactive',
          invitation_code text not null unique,
          referrer_id bigint references users (id),
          owner_id bigint references users (id),
          pay_failures integer not null default 0,
          pay_locked_until bigint,
          created_at bigint not null,
          updated_at bigint not null,
          constraint users_status_check check (status in ('inactive', 'active', 'disabled')),
          constraint users_level_check check (level between 0 and 5),
          constraint users_contact_check check (email is not null or phone is not null or owner_id is not null),
          constraint users_pay_failures_check check (pay_failures >= 0)
        )`.execute(db);
      await sql`
        insert into users_new (id, member_no, nickname, email, phone, password_hash, pay_password_hash, avatar,
          level, status, invitation_code, referrer_id, created_at, updated_at)
        select id, member_no, nickname, email, phone, password_hash, pay_password_hash, avatar,
          level, status, invitation_code, referrer_id, created_at, updated_at from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_new rename to users`.execute(db);
      await sql`create unique index users_nickname_lower on users (lower(nickname))`.execute(db);
      await sql`create index users_referrer on users (referrer_id)`.execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the users rebuild: ${JSON.stringify(broken.rows)}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  if (sqlite) {
    await rebuildUsersOnSqlite(db);
  } else {
    await sql`alter table users add column owner_id bigint references users (id)`.execute(db);
    await sql`alter table users add column pay_failures integer not null default 0`.execute(db);
    await sql`alter table users add column pay_locked_until bigint`.execute(db);
    await sql`alter table users drop constraint users_contact_check`.execute(db);
    await sql`alter table users add constraint users_contact_check
      check (email is not null or phone is not null or owner_id is not null)`.execute(db);
    await sql`alter table users add constraint users_pay_failures_check check (pay_failures >= 0)`.execute(db);
  }
  await db.schema.createIndex('users_owner').on('users').column('owner_id').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropIndex('users_owner').execute();
  if (!isSqlite(db)) {
    await sql`alter table users drop constraint users_pay_failures_check`.execute(db);
    await sql`alter table users drop constraint users_contact_check`.execute(db);
    await sql`alter table users add constraint users_contact_check check (email is not null or phone is not null)`.execute(db);
    await sql`alter table users drop column pay_locked_until, drop column pay_failures, drop column owner_id`.execute(db);
  }
  // On SQLite the rebuilt table keeps its new columns: dropping them needs another rebuild, and
  // a down migration is only ever run on a development copy.
}
