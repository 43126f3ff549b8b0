import type { Kysely } from 'kysely';

// Check-in, the rest of issue 24: make-up cards (補簽卡) a member holds, spent one per make-up by a
// conditional update (cards > 0), so two make-ups at once with one card spend it once; and the opt-in
// daily check-in reminder: a row per member who turned it on, with the platform day last reminded, set
// in the reminder's transaction by a conditional update, so a day's reminder is sent once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('check_in_cards')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('cards', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('check_in_reminders')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    /** The platform day (YYYY-MM-DD) of the last reminder sent; null: none yet. */
    .addColumn('reminded_day', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('check_in_reminders').execute();
  await db.schema.dropTable('check_in_cards').execute();
}
