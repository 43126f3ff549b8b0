import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Expiring UU (issue 24; docs/decisions.md "UU expiry"): each credit of UU from the platform's rewards
// account while the operator's validity is set makes a dated lot of the member's; debits take from the
// lots soonest-expiring first (`uu_lot_uses` records which, so a reversal such as a refund gives the same
// lots back); the daily sweep moves what is left of a lot past its time to the platform's `expired`
// account and records its transaction. `reminded_30` / `reminded_7`: the reminders sent (once each).

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('uu_lots')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('remaining', 'bigint', (c) => c.notNull())
    .addColumn('credited_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('expired_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('reminded_30', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminded_7', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A member's open lots in spending order; the sweep's and the reminders' scans by expiry.
  await db.schema.createIndex('uu_lots_member').on('uu_lots').columns(['user_id', 'expires_at', 'id']).execute();
  await db.schema.createIndex('uu_lots_expiry').on('uu_lots').columns(['expires_at', 'user_id']).execute();
  await db.schema
    .createTable('uu_lot_uses')
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('lot_id', 'bigint', (c) => c.notNull().references('uu_lots.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('uu_lot_uses_pk', ['transaction_id', 'lot_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uu_lot_uses').execute();
  await db.schema.dropTable('uu_lots').execute();
}
