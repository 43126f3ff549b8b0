import type { Kysely } from 'kysely';

// The assistant's cards (issue 23) are kept with their answer, so the history shows them as the live answer did:
// a JSON array of the contract's cards (`assistantCardSchema`), '[]' for answers without any (and every older one).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_logs')
    .addColumn('cards', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_logs').dropColumn('cards').execute();
}
