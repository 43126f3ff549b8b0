import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Roles with permissions (issue 17): one row per role, its permissions a JSON array. The four
// built-in roles are seeded as read-only presets holding what their routes allowed the day this was
// written (admin holds every permission in code, whatever its row says). Custom roles get an id `custom-…`; admin_users.role names a row:
// its check of the four names becomes a foreign key to admin_roles.

const PRESETS: Record<string, string[]> = {
  operator: [
    'dashboard.view',
    'members.view',
    'members.edit',
    'members.export',
    'goods.view',
    'goods.edit',
    'stores.view',
    'stores.edit',
    'coupons.view',
    'coupons.edit',
    'files.upload',
    'orders.view',
    'orders.ship',
    'orders.writeoff',
    'orders.refund',
    'orders.export',
    'content.view',
    'content.edit',
    'versions.view',
    'versions.publish',
    'flow.import',
  ],
  finance: [
    'dashboard.view',
    'members.view',
    'members.export',
    'members.adjust',
    'members.adjust.approve',
    'files.upload',
    'orders.view',
    'orders.refund',
    'orders.export',
    'finance.topups.view',
    'finance.topups.approve',
    'finance.withdrawals.view',
    'finance.withdrawals.approve',
    'finance.ledger',
    'finance.export',
  ],
  clerk: ['orders.view', 'orders.writeoff'],
  admin: [],
};

const ROLE_CHECK = /check\s*\(\s*"?role"?\s+in\s*\([^)]*\)\s*\)/i;

/**
 * SQLite cannot alter a column's constraint: admin_users is rebuilt from its own current
 * definition (sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema Changes"), the
 * role's check replaced by the foreign key, its indexes made again. Kysely runs SQLite migrations
 * outside a transaction on its one connection, so foreign keys can be switched off around it.
 */
async function rebuildAdminUsersOnSqlite(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'admin_users'`.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'admin_users' and sql is not null`.execute(db);
  const create = table.rows[0]?.sql ?? '';
  if (!ROLE_CHECK.test(create)) throw new Error('admin_users: the role check to replace was not found');
  const rebuilt = create
    .replace(ROLE_CHECK, 'references admin_roles (id)')
    .replace(/^create table\s+("?)admin_users\1/i, 'create table admin_users_new');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into admin_users_new select * from admin_users`.execute(db);
      await sql`drop table admin_users`.execute(db);
      await sql`alter table admin_users_new rename to admin_users`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the admin_users rebuild: ${JSON.stringify(broken.rows)}`);
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
  await db.schema
    .createTable('admin_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // null for a built-in role (the console names it in the operator's language).
    .addColumn('name', 'text', (c) => c.unique())
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const now = Date.now();
  for (const [id, permissions] of Object.entries(PRESETS)) {
    await sql`insert into admin_roles (id, name, built_in, permissions, created_at, updated_at)
      values (${id}, ${null}, ${1}, ${JSON.stringify(permissions)}, ${now}, ${now})`.execute(db);
  }
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildAdminUsersOnSqlite(db);
  } else {
    await sql`alter table admin_users drop constraint if exists admin_users_role_check`.execute(db);
    await sql`alter table admin_users add constraint admin_users_role_fkey foreign key (role) references admin_roles (id)`.execute(db);
  }
}

// Down leaves admin_users' foreign key (a rebuild again on SQLite); the table it names goes with it.
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table admin_users drop constraint if exists admin_users_role_fkey`.execute(db);
  }
  await db.schema.dropTable('admin_roles').execute();
}
