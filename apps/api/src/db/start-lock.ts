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
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
