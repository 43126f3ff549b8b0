import type { Kysely } from 'kysely';

// The installation site of an address on the map (issue 5 "Places", /choose-location): decimal
// degrees, both or neither (the contract and the service keep them paired). `double precision`
// is REAL on SQLite and float8 on PostgreSQL, which pg reads back as a JavaScript number; the
// service rounds to six decimals (about 0.1 m) before writing, so both engines return the same.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('latitude', 'double precision').execute();
  await db.schema.alterTable('addresses').addColumn('longitude', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').dropColumn('longitude').execute();
  await db.schema.alterTable('addresses').dropColumn('latitude').execute();
}
