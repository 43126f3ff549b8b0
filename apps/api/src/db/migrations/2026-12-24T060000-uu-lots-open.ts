import { sql, type Kysely } from 'kysely';

// The expiry sweep at scale (issue 24; docs/decisions.md "UU expiry"): the sweep and the reminders look only at
// open lots (something left) by expiry time. Expired and spent lots (remaining 0) pile up for ever, so the index
// holds the open ones only (a partial index, on SQLite and PostgreSQL alike) and replaces the full (expires_at,
// user_id) one, which every emptied lot kept growing. The queries name `remaining > 0` as a literal so that both
// planners can use it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index uu_lots_open_expiry on uu_lots (expires_at, user_id) where remaining > 0`.execute(db);
  await db.schema.dropIndex('uu_lots_expiry').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('uu_lots_expiry').on('uu_lots').columns(['expires_at', 'user_id']).execute();
  await db.schema.dropIndex('uu_lots_open_expiry').execute();
}
