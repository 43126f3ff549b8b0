import type { Kysely } from 'kysely';

// Background jobs run once across instances (modules/jobs): one row per job naming the instance that holds it and
// until when. A row lease rather than PostgreSQL's advisory locks, so SQLite and PostgreSQL share one code path.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
