import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AdminUploadsTable, NewUploadRow, UploadRow } from './files.table';

export async function insertUpload(db: Executor, row: NewUploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Executor, name: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Whether an operator uploaded a file of this name. */
export async function adminUploadExists(db: Executor, name: string): Promise<boolean> {
  return (await db.selectFrom('admin_uploads').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

/** An operator's upload (spec §7's admin upload: the model and record it was for). */
export async function insertAdminUpload(db: Executor, row: Insertable<AdminUploadsTable>): Promise<void> {
  await db.insertInto('admin_uploads').values(row).execute();
}
