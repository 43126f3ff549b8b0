import type { Kysely } from 'kysely';

// Editing the last question (issue 23): the question-and-answer pair an edit replaces is kept for the operators with
// `replaced_at` (when the edited question was counted); the history, the search and the model's context skip it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_logs').addColumn('replaced_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_logs').dropColumn('replaced_at').execute();
}
