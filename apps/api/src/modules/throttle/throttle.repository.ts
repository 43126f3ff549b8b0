import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * Counts one hit on a fixed window that starts at the key's first hit, atomically: a single
 * upsert, so concurrent requests (and several server instances) each see a distinct count.
 */
export async function hitCounter(db: Executor, key: string, now: number, windowMs: number): Promise<{ count: number; expiresAt: number }> {
  const fresh = now + windowMs;
  const row = await db
    .insertInto('throttles')
    .values({ key, count: 1, expires_at: fresh })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttles.expires_at <= ${now} then 1 else throttles.count + 1 end`,
        expires_at: sql<number>`case when throttles.expires_at <= ${now} then ${fresh} else throttles.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), expiresAt: Number(row.expires_at) };
}

export async function readCounter(db: Executor, key: string, now: number): Promise<{ count: number; expiresAt: number }> {
  const row = await db
    .selectFrom('throttles')
    .select(['count', 'expires_at'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { count: Number(row.count), expiresAt: Number(row.expires_at) } : { count: 0, expiresAt: now };
}

/** Takes one hit back (a counted attempt that turned out to succeed), never below zero: one conditional update. */
export async function unhitCounter(db: Executor, key: string, now: number): Promise<void> {
  await db
    .updateTable('throttles')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('expires_at', '>', now)
    .execute();
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

export async function deleteExpiredCounters(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('throttles').where('expires_at', '<=', now).execute();
}
