import { PostgresAdapter, sql } from 'kysely';
import type { Currency, MoneyLogType } from '@uu/contract/wallet';
import type { Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import * as repo from './ledger.repository';
import type { PlatformAccount, TransactionType } from './wallet.table';

/** Many members' postings of one kind to one platform account: one ledger transaction each, written set-based. */
export type EachToPlatform = {
  type: TransactionType;
  memo: string | null;
  currency: Currency;
  to: PlatformAccount;
  logType: MoneyLogType;
  /** One per member (a member at most once), each amount above zero. */
  moves: { userId: number; amount: number }[];
};

/** Rows per multi-row INSERT (8 values each: far below SQLite's and PostgreSQL's bound parameters). */
const ROWS_PER_INSERT = 1000;

/**
 * Locks the members' accounts of a currency (PostgreSQL: FOR UPDATE, in the accounts' id order as every posting
 * locks; SQLite's BEGIN IMMEDIATE already holds the one write lock) and answers their balances by member.
 */
export async function lockMemberAccounts(
  trx: Trx,
  userIds: number[],
  currency: Currency,
): Promise<Map<number, { id: number; balance: number }>> {
  if (userIds.length === 0) return new Map();
  let query = trx
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id', 'balance'])
    .where('currency', '=', currency)
    .where('user_id', 'in', userIds)
    .orderBy('id');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((r) => [Number(r.user_id), { id: Number(r.id), balance: Number(r.balance) }]));
}

/**
 * Writes `each.moves` as one balanced transaction per member (the member's leg and the platform's), with a fixed
 * number of statements whatever the number of members: the transactions in one INSERT, the members' balances in one
 * conditional UPDATE, the platform's balance once, the entries in one INSERT. A member whose balance would go below
 * zero stops the whole batch (AppError INSUFFICIENT_BALANCE). Answers each member's transaction id.
 */
export async function postEachToPlatform(trx: Trx, each: EachToPlatform, now: number): Promise<Map<number, number>> {
  const moves = [...each.moves].sort((a, b) => a.userId - b.userId);
  if (moves.length === 0) return new Map();
  for (const m of moves) if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`bad move amount ${m.amount}`);
  const accounts = await lockMemberAccounts(
    trx,
    moves.map((m) => m.userId),
    each.currency,
  );

  const transactions = new Map<number, number>();
  for (const part of chunks(moves, ROWS_PER_INSERT)) {
    const rows = await trx
      .insertInto('ledger_transactions')
      .values(part.map((m) => ({ type: each.type, user_id: m.userId, ref_type: null, ref_id: null, memo: each.memo, created_at: now })))
      .returning(['id', 'user_id'])
      .execute();
    for (const r of rows) transactions.set(Number(r.user_id), Number(r.id));
  }

  // The members' balances, each only while it stays at or above zero.
  const debits = moves.map((m) => {
    const account = accounts.get(m.userId);
    if (!account) throw new AppError('INSUFFICIENT_BALANCE');
    return { accountId: account.id, amount: m.amount, userId: m.userId };
  });
  const after = new Map<number, number>();
  for (const part of chunks(debits, ROWS_PER_INSERT)) {
    const values = sql.join(part.map((d) => sql`(cast(${d.accountId} as bigint), cast(${d.amount} as bigint))`));
    const updated = await sql<{ id: number | string; balance: number | string }>`
      update ledger_accounts set balance = ledger_accounts.balance - v.column2
      from (values ${values}) as v
      where ledger_accounts.id = v.column1 and ledger_accounts.balance >= v.column2
      returning ledger_accounts.id, ledger_accounts.balance`.execute(trx);
    for (const r of updated.rows) after.set(Number(r.id), Number(r.balance));
    if (updated.rows.length !== part.length) throw new AppError('INSUFFICIENT_BALANCE');
  }

  // The platform's side: its balance once, each transaction's entry with the running balance.
  const total = moves.reduce((s, m) => s + m.amount, 0);
  let platformId = await repo.findAccountId(trx, { platform: each.to }, each.currency);
  if (platformId === undefined) {
    await repo.insertAccount(trx, { platform: each.to }, each.currency, now);
    platformId = await repo.findAccountId(trx, { platform: each.to }, each.currency);
    if (platformId === undefined) throw new Error(`ledger account of ${each.to} not made`);
  }
  const platformAfter = await repo.addToBalance(trx, platformId, total, false);
  if (platformAfter === undefined) throw new Error(`ledger account of ${each.to} not updated`);
  let running = platformAfter - total;

  const entries: repo.NewEntry[] = [];
  for (const d of debits) {
    const transactionId = transactions.get(d.userId);
    if (transactionId === undefined) throw new Error(`no transaction written for member ${d.userId}`);
    running += d.amount;
    const common = {
      transaction_id: transactionId,
      currency: each.currency,
      log_type: each.logType,
      counterparty_id: null,
      created_at: now,
    };
    entries.push({ ...common, account_id: d.accountId, amount: -d.amount, balance_after: after.get(d.accountId) ?? 0 });
    entries.push({ ...common, account_id: platformId, amount: d.amount, balance_after: running });
  }
  for (const part of chunks(entries, ROWS_PER_INSERT)) await repo.insertEntries(trx, part);
  return transactions;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
