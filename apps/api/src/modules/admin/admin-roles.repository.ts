import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AdminRoleRow, AdminRolesTable } from './admin.table';

/** Every role with how many operator accounts hold it: the built-in presets first, then the custom roles by name. */
export function listRoles(db: Executor) {
  return db
    .selectFrom('admin_roles')
    .selectAll('admin_roles')
    .select((eb) =>
      eb
        .selectFrom('admin_users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('admin_users.role', '=', 'admin_roles.id')
        .as('operators'),
    )
    .orderBy('built_in', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findRole(db: Executor, id: string): Promise<AdminRoleRow | undefined> {
  return db.selectFrom('admin_roles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRole(db: Executor, row: Insertable<AdminRolesTable>): Promise<void> {
  await db.insertInto('admin_roles').values(row).execute();
}

/** Changes a custom role; a built-in one is never matched (0 rows). */
export async function updateCustomRole(db: Executor, id: string, patch: Updateable<AdminRolesTable>): Promise<number> {
  const result = await db.updateTable('admin_roles').set(patch).where('id', '=', id).where('built_in', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes a custom role no account holds (one statement: an account given it meanwhile keeps it). */
export async function deleteUnusedCustomRole(db: Executor, id: string): Promise<number> {
  const result = await db
    .deleteFrom('admin_roles')
    .where('id', '=', id)
    .where('built_in', '=', 0)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('admin_users').select('admin_users.id').whereRef('admin_users.role', '=', 'admin_roles.id'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
