import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs the first-start work (migrations' neighbours: the region list, default content, the first
 * admin, demo data) one instance at a time. Instances starting together on an empty PostgreSQL
 * database would otherwise each check "nothing there yet", then insert twice (issue 16 #6).
 *
 * PostgreSQL: a session advisory lock on one connection of the pool, keyed by the schema (tests and
 * deployments sharing a database in their own schemas do not wait for each other), held while `fn`
 * runs on the others. SQLite: the steps themselves are atomic (a check and its insert in one
 * BEGIN IMMEDIATE transaction, or inserts that skip a row already there), since one file has one
 * writer at a time anyway.
 */
export async function withStartLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return fn();
  return db.kysely.connection().execute(async (conn) => {
    const key = sql`hashtext(current_schema() || ':uu-first-start')`;
    // Waiting for the other instance's first start (the demo data's pictures take a while) is not one long statement,
    // which the statement and read time-outs would cut: the lock is tried again every 200 ms until it is free.
    while (!(await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(conn)).rows[0]?.ok) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
