import { sql } from 'kysely';
import type { Currency, MoneyLogType } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';
import { columns, prepared } from '../../db/prepared';
import type { LedgerTransactionsTable, PlatformAccount } from './wallet.table';

/*
 * The ledger's SQL (ledger.ts holds the rules). Every function runs on the executor it is given:
 * the caller's transaction when it moves money. PostgreSQL answers SUM and COUNT of BIGINT as
 * strings: those go through Number().
 */

export type Owner = { userId: number } | { platform: PlatformAccount };

export type NewTransaction = Pick<LedgerTransactionsTable, 'type' | 'user_id' | 'ref_type' | 'ref_id' | 'memo' | 'created_at'> & {
  reverses_transaction_id?: number | null;
};

export type NewEntry = {
  transaction_id: number;
  account_id: number;
  currency: Currency;
  amount: number;
  balance_after: number;
  log_type: MoneyLogType;
  counterparty_id: number | null;
  created_at: number;
};

// A transfer's statements, compiled once (db/prepared.ts): building them per call cost more than running them.
const memberAccount = prepared((db, p: { userId: number; currency: Currency }) =>
  db.selectFrom('ledger_accounts').select('id').where('currency', '=', p.currency).where('user_id', '=', p.userId),
);
const platformAccount = prepared((db, p: { code: PlatformAccount; currency: Currency }) =>
  db.selectFrom('ledger_accounts').select('id').where('currency', '=', p.currency).where('code', '=', p.code),
);

export async function findAccountId(db: Executor, owner: Owner, currency: Currency): Promise<number | undefined> {
  const { rows } =
    'userId' in owner
      ? await memberAccount(db, { userId: owner.userId, currency })
      : await platformAccount(db, { code: owner.platform, currency });
  return rows[0]?.id;
}

/** Makes the account unless it exists (a concurrent first use makes it once). */
export async function insertAccount(db: Executor, owner: Owner, currency: Currency, now: number): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values({
      user_id: 'userId' in owner ? owner.userId : null,
      code: 'platform' in owner ? owner.platform : null,
      currency,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const newTransaction = prepared((db, p: Required<NewTransaction>) =>
  db
    .insertInto('ledger_transactions')
    .values(columns(p, ['type', 'user_id', 'ref_type', 'ref_id', 'memo', 'reverses_transaction_id', 'created_at']))
    .returning('id'),
);

export async function insertTransaction(db: Executor, values: NewTransaction): Promise<number> {
  const { rows } = await newTransaction(db, { ...values, reverses_transaction_id: values.reverses_transaction_id ?? null });
  const row = rows[0];
  if (!row) throw new Error('ledger transaction not inserted');
  return row.id;
}

const balanceUpdate = (db: Executor, p: { accountId: number; amount: number }) =>
  db
    .updateTable('ledger_accounts')
    .set({ balance: sql<number>`balance + cast(${p.amount} as bigint)` })
    .where('id', '=', p.accountId);
const addTo = prepared((db, p: { accountId: number; amount: number }) => balanceUpdate(db, p).returning('balance'));
const takeFrom = prepared((db, p: { accountId: number; amount: number; atLeast: number }) =>
  balanceUpdate(db, p).where('balance', '>=', p.atLeast).returning('balance'),
);

/**
 * Adds `amount` to an account's balance; with `floor`, only while the balance stays at or above
 * zero. The new balance, or undefined when the floor stopped it.
 */
export async function addToBalance(db: Executor, accountId: number, amount: number, floor: boolean): Promise<number | undefined> {
  const { rows } =
    floor && amount < 0 ? await takeFrom(db, { accountId, amount, atLeast: -amount }) : await addTo(db, { accountId, amount });
  return rows[0]?.balance;
}

const ENTRY_COLUMNS = [
  'transaction_id',
  'account_id',
  'currency',
  'amount',
  'balance_after',
  'log_type',
  'counterparty_id',
  'created_at',
] as const;

/**
 * A posting's entries in one INSERT, compiled once per number of rows up to four (a transfer writes two, three with its
 * fee; an exchange four): `newEntries[n - 1]` writes n, its values named `<column><row>`.
 */
const newEntries = Array.from({ length: 4 }, (_, i) =>
  prepared((db, p: Record<string, unknown>) =>
    db
      .insertInto('ledger_entries')
      .values(Array.from({ length: i + 1 }, (_, row) => Object.fromEntries(ENTRY_COLUMNS.map((c) => [c, p[`${c}${row}`]])) as NewEntry)),
  ),
);

/** Writes a posting's entries in one statement, in the order given (their ids follow it); more than four built per call. */
export async function insertEntries(db: Executor, entries: NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const statement = newEntries[entries.length - 1];
  if (!statement) {
    await db.insertInto('ledger_entries').values(entries).execute();
    return;
  }
  const params: Record<string, unknown> = {};
  entries.forEach((entry, i) => {
    for (const c of ENTRY_COLUMNS) params[`${c}${i}`] = entry[c];
  });
  await statement(db, params);
}

export async function findTransaction(db: Executor, id: number) {
  return db.selectFrom('ledger_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest transaction of a type about a withdrawal, top-up or order. */
export async function findTransactionByRef(
  db: Executor,
  type: LedgerTransactionsTable['type'],
  ref: { type: NonNullable<LedgerTransactionsTable['ref_type']>; id: number },
) {
  return db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('type', '=', type)
    .where('ref_type', '=', ref.type)
    .where('ref_id', '=', ref.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findReversalOf(db: Executor, transactionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('reverses_transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row?.id;
}

/** A transaction's entries with their owners, in the order they were written. */
export async function entriesOf(db: Executor, transactionId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.currency', 'e.amount', 'e.log_type', 'e.counterparty_id', 'a.user_id', 'a.code'])
    .where('e.transaction_id', '=', transactionId)
    .orderBy('e.id')
    .execute();
}

/** A member's balances, one row per currency that has an account. */
export async function memberBalanceRows(db: Executor, userId: number) {
  return db.selectFrom('ledger_accounts').select(['currency', 'balance']).where('user_id', '=', userId).execute();
}

// ---- ledger:verify ----

/** Transactions whose entries do not sum to zero in some currency. */
export async function unbalancedTransactions(db: Executor) {
  return db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'currency', sql<number>`sum(amount)`.as('sum')])
    .groupBy(['transaction_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
}

/** Accounts whose stored balance is not the sum of their entries. */
export async function mismatchedAccounts(db: Executor) {
  return db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['account_id', sql<number>`sum(amount)`.as('total')])
        .groupBy('account_id')
        .as('e'),
      'e.account_id',
      'a.id',
    )
    .select(['a.id', 'a.balance', sql<number>`coalesce(e.total, 0)`.as('entries')])
    .where(sql`a.balance`, '<>', sql`coalesce(e.total, 0)`)
    .execute();
}

export async function negativeMemberAccounts(db: Executor) {
  return db.selectFrom('ledger_accounts').select(['id', 'balance']).where('user_id', 'is not', null).where('balance', '<', 0).execute();
}

export async function countLedger(db: Executor): Promise<{ transactions: number; accounts: number }> {
  const transactions = await db
    .selectFrom('ledger_transactions')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { transactions: Number(transactions.n), accounts: Number(accounts.n) };
}
