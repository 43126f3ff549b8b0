import type { Executor } from '../../db/database';
import type { NewUploadRow, UploadRow } from './files.table';

export async function insertUpload(db: Executor, row: NewUploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Executor, name: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
}
