import { sql } from 'kysely';
import type { Currency } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';

/*
 * The SQL of statements and receipts (issue 24): reads of the ledger's entries, never a write. A
 * month is a half-open range of `created_at`; the opening is the sum of every earlier entry, so
 * opening + the month's entries is the account's balance at the month's end. PostgreSQL answers SUM
 * of BIGINT as a string: callers Number() it.
 */

/** The member's account in a currency (undefined: none yet, nothing ever moved). */
export async function memberAccountId(db: Executor, userId: number, currency: Currency): Promise<number | undefined> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.id;
}

/** The sum of an account's entries written before an instant: its balance then. */
export async function balanceBefore(db: Executor, accountId: number, before: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .where('created_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** An account's entries in [from, to), oldest first, with the counterparty's name. */
export async function entriesBetween(db: Executor, accountId: number, from: number, to: number) {
  return db
    .selectFrom('ledger_entries as e')
    .leftJoin('users as c', 'c.id', 'e.counterparty_id')
    .select(['e.id', 'e.transaction_id', 'e.log_type', 'e.amount', 'e.balance_after', 'e.created_at', 'c.nickname', 'c.member_no'])
    .where('e.account_id', '=', accountId)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

/** A transaction's entries on the member's own accounts (none: not the member's), in the order written. */
export async function memberEntriesOf(db: Executor, transactionId: number, userId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .leftJoin('users as c', 'c.id', 'e.counterparty_id')
    .select(['e.currency', 'e.log_type', 'e.amount', 'e.balance_after', 'c.nickname', 'c.member_no'])
    .where('e.transaction_id', '=', transactionId)
    .where('a.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
}
