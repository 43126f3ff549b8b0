import { sql, type Kysely } from 'kysely';

// Team performance of a period read from a roll-up (issue 25): each member's paid order value in
// 15-minute buckets of payment time, the team's (depth ≥ 1) and their own (depth 0), kept with each
// payment and refund as the all-time figure in `team_stats` is. A month is then at most 2,976
// buckets of one member, not a walk of the whole team's orders. Every time zone's offset is a
// multiple of 15 minutes, so a platform day or month begins on a bucket's edge whatever the
// operator's zone, and changing it needs no rebuild. Backfilled from the paid orders.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_buckets')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('team', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('own', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_buckets_pk', ['user_id', 'bucket'])
    .execute();
  await sql`
    insert into team_buckets (user_id, bucket, team, own)
    select p.ancestor_id, o.paid_at / 900000,
      sum(case when p.depth >= 1 then o.total else 0 end),
      sum(case when p.depth = 0 then o.total else 0 end)
    from team_paths p join orders o on o.user_id = p.descendant_id
    where o.status in (1, 2, 3, 4, 5, 6) and o.paid_at is not null
    group by p.ancestor_id, o.paid_at / 900000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('team_buckets').execute();
}
