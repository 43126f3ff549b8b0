import type { Executor } from '../../db/database';

/**
 * Takes the lease `name` for `holder` until `until`, atomically: a single upsert that succeeds when nobody holds
 * it, when the holder's time ran out, or when `holder` already holds it (a renewal). Concurrent callers — several
 * server instances — get exactly one `true` on both databases.
 */
export async function takeLease(db: Executor, name: string, holder: string, now: number, until: number): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: until })
        .where((eb) => eb.or([eb('job_leases.expires_at', '<=', now), eb('job_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}
