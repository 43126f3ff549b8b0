import { sql, type Kysely } from 'kysely';

// Check-in designed by the operator (issue 24): a check-in made up later (補簽) is marked, and each
// member's month has one row counting its checked-in days and make-ups. Both counts move by
// conditional updates of that row, so every check-in of a member's month (today's, a make-up) passes
// through one row lock: the month's count that milestones are paid on, and the make-ups allowed, stay
// exact under concurrency. Months checked in before this migration are counted from sign_logs.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sign_logs')
    .addColumn('made_up', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('check_in_months')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('make_ups', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('check_in_months_pk', ['user_id', 'month'])
    .execute();
  await sql`insert into check_in_months (user_id, month, days, make_ups)
    select user_id, substr(day, 1, 7), count(*), 0 from sign_logs group by user_id, substr(day, 1, 7)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('check_in_months').execute();
  await db.schema.alterTable('sign_logs').dropColumn('made_up').execute();
}
