import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The wallet (issue 4, product.md "Money"): a double-entry ledger over member and platform accounts,
// idempotency keys, withdrawals, top-ups, bank cards, wallet addresses and the CRC rate history.
// Amounts are integer hundredths in BIGINT columns; times epoch milliseconds.

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  const idType = sqlite ? 'integer' : 'bigserial';

  // Payment-password checks in flight: with the failures, at most five at a time (paid-action-guard.ts).
  await sql`alter table users add column pay_inflight integer not null default 0`.execute(db);
  await sql`alter table users add column pay_inflight_at bigint`.execute(db);

  // A balance: a member's (user_id) or the platform's (code), per currency. Members never go below zero.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('code', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('ledger_accounts_owner', sql`(user_id is null) <> (code is null)`)
    .addCheckConstraint('ledger_accounts_member_not_negative', sql`code is not null or balance >= 0`)
    .addCheckConstraint('ledger_accounts_currency', sql`currency in ('UU', 'U', 'FB', 'KB', 'CRC')`)
    .execute();
  await db.schema.createIndex('ledger_accounts_member').on('ledger_accounts').columns(['user_id', 'currency']).unique().execute();
  await db.schema.createIndex('ledger_accounts_platform').on('ledger_accounts').columns(['code', 'currency']).unique().execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', idType, id)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'bigint')
    .addColumn('memo', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_transactions_ref').on('ledger_transactions').columns(['ref_type', 'ref_id']).execute();

  // Append-only: entries are never updated or deleted; a correction is a new transaction.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', idType, id)
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('log_type', 'text', (c) => c.notNull())
    .addColumn('counterparty_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('ledger_entries_not_zero', sql`amount <> 0`)
    .execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_entries_transaction').on('ledger_entries').column('transaction_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('to_fb', 'bigint', (c) => c.notNull())
    .addColumn('to_u', 'bigint', (c) => c.notNull())
    .addColumn('destination_type', 'text', (c) => c.notNull())
    .addColumn('destination_label', 'text', (c) => c.notNull())
    .addColumn('destination_detail', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addCheckConstraint('withdrawals_status', sql`status in ('pending', 'approved', 'paid', 'rejected', 'canceled')`)
    .addCheckConstraint('withdrawals_amount', sql`amount > 0 and fee >= 0 and to_fb >= 0 and to_u >= 0`)
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  await db.schema
    .createTable('topups')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('channel_name', 'text', (c) => c.notNull())
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addCheckConstraint('topups_status', sql`status in ('pending', 'approved', 'rejected')`)
    .addCheckConstraint('topups_amount', sql`amount > 0`)
    .execute();
  await db.schema.createIndex('topups_user').on('topups').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('topups_status').on('topups').columns(['status', 'id']).execute();

  await db.schema
    .createTable('bank_cards')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('branch', 'text')
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_cards_user').on('bank_cards').column('user_id').execute();

  await db.schema
    .createTable('eft_addresses')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eft_addresses_user').on('eft_addresses').column('user_id').execute();

  await db.schema
    .createTable('crc_rates')
    .addColumn('id', idType, id)
    .addColumn('rate', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('crc_rates_positive', sql`rate > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'crc_rates',
    'eft_addresses',
    'bank_cards',
    'topups',
    'withdrawals',
    'idempotency_keys',
    'ledger_entries',
    'ledger_transactions',
    'ledger_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (!isSqlite(db)) {
    await sql`alter table users drop column pay_inflight_at, drop column pay_inflight`.execute(db);
  }
}
