import type { Kysely } from 'kysely';

// Security findings (issue 18): each store gets a secret its rotating write-off code is derived
// from (the code a member types at the counter changes every minute and is shown to the store's
// signed-in clerk), and an operator account can be told to change its password at the next
// sign-in (the generated first admin).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('writeoff_secret', 'text').execute();
  await db.schema
    .alterTable('admin_users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('must_change_password').execute();
  await db.schema.alterTable('stores').dropColumn('writeoff_secret').execute();
}
