import type { Executor } from '../../db/database';
import type { Selectable } from 'kysely';
import type { VersionsTable } from './versions.table';

export type VersionRow = Selectable<VersionsTable>;

export async function versionsOf(db: Executor, platform?: number): Promise<VersionRow[]> {
  let q = db.selectFrom('versions').selectAll();
  if (platform !== undefined) q = q.where('platform', '=', platform);
  return q.execute();
}

/** Publishes a version, or replaces the one already published under the same platform and version. */
export async function upsertVersion(db: Executor, row: Omit<VersionRow, 'id'>): Promise<VersionRow> {
  return db
    .insertInto('versions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['platform', 'version']).doUpdateSet({ notes: row.notes, url: row.url, forced: row.forced, released_at: row.released_at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function hasAnyVersion(db: Executor, platform: number): Promise<boolean> {
  return (await db.selectFrom('versions').select('id').where('platform', '=', platform).limit(1).executeTakeFirst()) !== undefined;
}
