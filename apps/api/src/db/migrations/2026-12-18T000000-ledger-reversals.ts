import type { Kysely } from 'kysely';

// Ledger reversals (issue 20): a reversal posting names the transaction it reverses. The unique
// index lets a transaction be reversed once (PostgreSQL and SQLite both allow many NULLs in it).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger_transactions')
    .addColumn('reverses_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .execute();
  await db.schema
    .createIndex('ledger_transactions_reverses')
    .unique()
    .on('ledger_transactions')
    .column('reverses_transaction_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_transactions_reverses').execute();
  await db.schema.alterTable('ledger_transactions').dropColumn('reverses_transaction_id').execute();
}
