import type { Kysely } from 'kysely';

// An idempotency key's claim names its owner (one request of one running instance) and holds a
// short lease that the owner renews while it works. A claim whose lease ran out belongs to a
// process that died: another request with the key takes it over at once (issue 16 #3). Claims
// written before this migration have neither: their lease is taken to end shortly after created_at.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute();
}
