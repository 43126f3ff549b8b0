import { sql, type Kysely } from 'kysely';

// Member tools of the back office (issue 17, "Also deliver"): an operator's tags on a member (a few
// short words, one row each, found by the tag for the members list's filter) and one note per
// member. The new permission `members.security` (reset a member's password, lift a payment lock)
// is given to the operator preset, as a permission added after the roles migration is (decisions.md
// "Roles with permissions"); admin holds it in code.

const PRESET = 'operator';
const PERMISSION = 'members.security';

async function presetPermissions(db: Kysely<unknown>): Promise<string[] | null> {
  const row = await sql<{ permissions: string }>`select permissions from admin_roles where id = ${PRESET}`.execute(db);
  const text = row.rows[0]?.permissions;
  return text === undefined ? null : (JSON.parse(text) as string[]);
}

async function savePreset(db: Kysely<unknown>, permissions: string[]): Promise<void> {
  await sql`update admin_roles set permissions = ${JSON.stringify(permissions)}, updated_at = ${Date.now()} where id = ${PRESET}`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_tags')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('tag', 'text', (c) => c.notNull())
    // Where the operator put it among the member's tags (0 first).
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tags_pk', ['user_id', 'tag'])
    .execute();
  await db.schema.createIndex('member_tags_tag').on('member_tags').columns(['tag', 'user_id']).execute();
  await db.schema
    .createTable('member_notes')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const permissions = await presetPermissions(db);
  if (permissions && !permissions.includes(PERMISSION)) await savePreset(db, [...permissions, PERMISSION]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const permissions = await presetPermissions(db);
  if (permissions)
    await savePreset(
      db,
      permissions.filter((p) => p !== PERMISSION),
    );
  await db.schema.dropTable('member_notes').execute();
  await db.schema.dropTable('member_tags').execute();
}
