import type { Insertable, Updateable } from 'kysely';
import type { Currency, MoneyLogType } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';
import type { TopupsTable, WithdrawalStatus, WithdrawalsTable } from './wallet.table';

/*
 * The wallet's SQL: the CRC rate, the money log, withdrawals and top-ups (the ledger's own SQL is in
 * ledger.repository.ts). PostgreSQL answers COUNT and SUM of BIGINT as strings: callers Number() them.
 */

type Page = { page: number; size: number };

// ---- the CRC rate ----

/** The latest rates, newest first. */
export async function listRates(db: Executor, limit: number) {
  return db.selectFrom('crc_rates').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function insertRate(db: Executor, rate: number, at: number): Promise<void> {
  await db.insertInto('crc_rates').values({ rate, created_at: at }).execute();
}

// ---- the money log ----

export type MoneyLogFilter = { currency?: Currency; type?: MoneyLogType; from?: number; before?: number };

/** A page of a member's ledger entries (newest first), and the count and sums over the whole filter. */
export async function moneyLog(db: Executor, userId: number, filter: MoneyLogFilter, page: Page) {
  let base = db.selectFrom('ledger_entries as e').innerJoin('ledger_accounts as a', 'a.id', 'e.account_id').where('a.user_id', '=', userId);
  if (filter.currency) base = base.where('e.currency', '=', filter.currency);
  if (filter.type) base = base.where('e.log_type', '=', filter.type);
  if (filter.from !== undefined) base = base.where('e.created_at', '>=', filter.from);
  if (filter.before !== undefined) base = base.where('e.created_at', '<', filter.before);
  const [rows, sums] = await Promise.all([
    base
      .leftJoin('users as c', 'c.id', 'e.counterparty_id')
      .innerJoin('ledger_transactions as lt', 'lt.id', 'e.transaction_id')
      .select(['e.id', 'e.transaction_id', 'e.currency', 'e.log_type', 'e.amount', 'e.balance_after', 'e.created_at'])
      .select(['c.nickname', 'c.member_no', 'lt.ref_type', 'lt.ref_id'])
      .orderBy('e.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('e.amount', '>', 0).then(eb.ref('e.amount')).else(0).end()), eb.lit(0))
          .as('income'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('e.amount', '<', 0).then(eb.ref('e.amount')).else(0).end()), eb.lit(0))
          .as('expense'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(sums.total), income: Number(sums.income), expense: Number(sums.expense) };
}

// ---- withdrawals ----

/** The UU a member has in pending withdrawals. */
export async function pendingWithdrawalTotal(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('currency', '=', 'UU')
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** When the member's withdrawals since `since` were asked. */
export async function withdrawalTimesSince(db: Executor, userId: number, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .execute();
  return rows.map((r) => r.created_at);
}

export async function insertWithdrawal(db: Executor, values: Insertable<WithdrawalsTable>) {
  return db.insertInto('withdrawals').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listWithdrawals(db: Executor, userId: number, status: WithdrawalStatus | undefined, page: Page) {
  let base = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (status) base = base.where('status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A withdrawal by id (only the member's own, when `userId` is given). */
export async function findWithdrawal(db: Executor, id: number, userId?: number) {
  let query = db.selectFrom('withdrawals').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/**
 * Moves a withdrawal on, only from one of the `from` statuses (a racing decision changes
 * nothing): the new row, or undefined. */
export async function moveWithdrawal(db: Executor, id: number, from: WithdrawalStatus[], set: Updateable<WithdrawalsTable>) {
  return db.updateTable('withdrawals').set(set).where('id', '=', id).where('status', 'in', from).returningAll().executeTakeFirst();
}

// ---- top-ups ----

export async function insertTopUp(db: Executor, values: Insertable<TopupsTable>) {
  return db.insertInto('topups').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listTopUps(db: Executor, userId: number, page: Page) {
  const base = db.selectFrom('topups').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Decides a pending top-up: the new row, or undefined when it is not pending (or not there). */
export async function decideTopUp(db: Executor, id: number, set: Updateable<TopupsTable>) {
  return db.updateTable('topups').set(set).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
}

export async function findTopUp(db: Executor, id: number) {
  return db.selectFrom('topups').selectAll().where('id', '=', id).executeTakeFirst();
}
