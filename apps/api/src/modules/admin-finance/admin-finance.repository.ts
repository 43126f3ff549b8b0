import { sql, type Expression, type SqlBool } from 'kysely';
import type { Currency } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';
import type { TopupRow, WithdrawalRow } from '../wallet/wallet.table';

/** A window of instants, `from` inclusive and `to` exclusive (epoch ms); either end may be open. */
export type Window = { from?: number; to?: number };

/** The filters of a queue: search text, a window of creation times, a status. */
export type QueueFilter<S extends string> = Window & { q?: string; status?: S };

/** `like` wildcards in the operator's text match themselves, not anything. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a queue search matches: the member's number, part of the nickname (case-insensitive on both
 * databases), the email or phone as stored, or the request's own id when the text is a number.
 */
function searchMatches(table: 'topups' | 'withdrawals', q: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const byId = /^\d{1,9}$/.test(q) ? sql<SqlBool>` or ${sql.ref(`${table}.id`)} = ${Number(q)}` : sql``;
  return sql<SqlBool>`(u.member_no = ${q} or lower(u.nickname) like ${pattern} escape '\\' or u.email = ${q.toLowerCase()} or u.phone = ${q}${byId})`;
}

type PageInput = { page: number; size: number };

/** Pending requests come oldest first (first asked, first decided); every other view newest first. */
const orderFor = (status: string | undefined) => (status === 'pending' ? 'asc' : 'desc');

/** One page of the top-up queue; `counts` are per status under the same search and window (the tabs). */
export async function topUpQueue(db: Executor, filter: QueueFilter<TopupRow['status']>, page: PageInput) {
  let base = db.selectFrom('topups').innerJoin('users as u', 'u.id', 'topups.user_id');
  if (filter.q) base = base.where(searchMatches('topups', filter.q));
  if (filter.from !== undefined) base = base.where('topups.created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('topups.created_at', '<', filter.to);
  const filtered = filter.status ? base.where('topups.status', '=', filter.status) : base;
  const [rows, total, counts] = await Promise.all([
    filtered
      .selectAll('topups')
      .select(['u.member_no', 'u.nickname'])
      .orderBy('topups.id', orderFor(filter.status))
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select((eb) => ['topups.status', eb.fn.countAll<number>().as('n')])
      .groupBy('topups.status')
      .execute(),
  ]);
  return { rows, total: Number(total.n), counts: new Map<string, number>(counts.map((c) => [c.status, Number(c.n)])) };
}

/** One page of the withdrawal queue (UU withdrawals and U payouts, or one of them), as the top-ups. */
export async function withdrawalQueue(
  db: Executor,
  filter: QueueFilter<WithdrawalRow['status']> & { currency?: 'UU' | 'U' },
  page: PageInput,
) {
  let base = withdrawalsBase(db);
  if (filter.q) base = base.where(searchMatches('withdrawals', filter.q));
  if (filter.from !== undefined) base = base.where('withdrawals.created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('withdrawals.created_at', '<', filter.to);
  if (filter.currency) base = base.where('withdrawals.currency', '=', filter.currency);
  const filtered = filter.status ? base.where('withdrawals.status', '=', filter.status) : base;
  const [rows, total, counts] = await Promise.all([
    filtered
      .selectAll('withdrawals')
      .select(['u.member_no', 'u.nickname'])
      .orderBy('withdrawals.id', orderFor(filter.status))
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select((eb) => ['withdrawals.status', eb.fn.countAll<number>().as('n')])
      .groupBy('withdrawals.status')
      .execute(),
  ]);
  return { rows, total: Number(total.n), counts: new Map<string, number>(counts.map((c) => [c.status, Number(c.n)])) };
}

/** The withdrawals table joined to its members. */
function withdrawalsBase(db: Executor) {
  return db.selectFrom('withdrawals').innerJoin('users as u', 'u.id', 'withdrawals.user_id');
}

/** An audited decision on a request: who (null: the integration key) and the row's state after it. */
export type DecisionRow = {
  target_id: string;
  admin_id: number | null;
  name: string | null;
  email: string | null;
  after_json: string | null;
};

/**
 * The review decisions the audit log holds for these requests, oldest first. The queues read who
 * decided from here rather than from a column of their own: the audit row is written for every
 * decision anyway, with the operator and the state after it.
 */
export async function decisionsFor(db: Executor, action: 'reviewTopUp' | 'reviewWithdrawal', ids: number[]): Promise<DecisionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('audit_log')
    .leftJoin('admin_users', 'admin_users.id', 'audit_log.admin_id')
    .select(['audit_log.target_id as target_id', 'audit_log.admin_id', 'admin_users.name', 'admin_users.email', 'audit_log.after_json'])
    .where('audit_log.action', '=', action)
    .where('audit_log.target_id', 'in', ids.map(String))
    .orderBy('audit_log.id', 'asc')
    .execute() as Promise<DecisionRow[]>;
}

/** The owners of ledger accounts, for the problems a verification finds. */
export async function accountsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('ledger_accounts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.code', 'a.currency', 'u.member_no', 'u.nickname'])
    .where('a.id', 'in', ids)
    .execute();
}

/** Rows per read of an export: the file is written as it is read, never held whole. */
export const EXPORT_BATCH = 500;

/** Ledger entries of a window, by id after `afterId` (keyset paging), with their transaction and owner. */
export function entriesBatch(db: Executor, filter: Window & { currency?: Currency }, afterId: number) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'e.id',
      'e.created_at',
      'e.transaction_id',
      't.type',
      't.ref_type',
      't.ref_id',
      't.memo',
      'a.code',
      'u.member_no',
      'u.nickname',
      'e.currency',
      'e.amount',
      'e.balance_after',
      'e.log_type',
    ])
    .where('e.id', '>', afterId);
  if (filter.from !== undefined) query = query.where('e.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('e.created_at', '<', filter.to);
  if (filter.currency) query = query.where('e.currency', '=', filter.currency);
  return query.orderBy('e.id', 'asc').limit(EXPORT_BATCH).execute();
}

export function withdrawalsBatch(db: Executor, filter: Window & { status?: WithdrawalRow['status'] }, afterId: number) {
  let query = withdrawalsBase(db).selectAll('withdrawals').select(['u.member_no', 'u.nickname']).where('withdrawals.id', '>', afterId);
  if (filter.from !== undefined) query = query.where('withdrawals.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('withdrawals.created_at', '<', filter.to);
  if (filter.status) query = query.where('withdrawals.status', '=', filter.status);
  return query.orderBy('withdrawals.id', 'asc').limit(EXPORT_BATCH).execute();
}

export function ordersBatch(db: Executor, filter: Window & { status?: number }, afterId: number) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id',
      'o.order_no',
      'o.created_at',
      'o.status',
      'o.delivery_type',
      'o.goods_snapshot',
      'o.quantity',
      'o.unit_price',
      'o.discount',
      'o.total',
      'o.paid_uu',
      'o.paid_fb',
      'o.paid_at',
      'o.done_at',
      'o.refunded_at',
      'o.canceled_at',
      'o.remark',
      'o.address_snapshot',
      'o.logistics_company',
      'o.logistics_number',
      'o.delivered_at',
      's.name as store_name',
      'u.member_no',
      'u.nickname',
    ])
    .where('o.id', '>', afterId);
  if (filter.from !== undefined) query = query.where('o.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('o.created_at', '<', filter.to);
  if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
  return query.orderBy('o.id', 'asc').limit(EXPORT_BATCH).execute();
}

/** Top-ups asked in a window, by id after `afterId`, with their member. */
export function topupsBatch(db: Executor, filter: Window & { status?: TopupRow['status'] }, afterId: number) {
  let query = db
    .selectFrom('topups')
    .innerJoin('users as u', 'u.id', 'topups.user_id')
    .selectAll('topups')
    .select(['u.member_no', 'u.nickname'])
    .where('topups.id', '>', afterId);
  if (filter.from !== undefined) query = query.where('topups.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('topups.created_at', '<', filter.to);
  if (filter.status) query = query.where('topups.status', '=', filter.status);
  return query.orderBy('topups.id', 'asc').limit(EXPORT_BATCH).execute();
}

/** Members registered in a window (every member without one), by id after `afterId`, with their referrer's number. */
export function membersBatch(db: Executor, filter: Window, afterId: number) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('users as r', 'r.id', 'u.referrer_id')
    .select([
      'u.id',
      'u.member_no',
      'u.nickname',
      'u.email',
      'u.phone',
      'u.level',
      'u.status',
      'u.created_at',
      'r.member_no as referrer_no',
    ])
    .where('u.id', '>', afterId);
  if (filter.from !== undefined) query = query.where('u.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('u.created_at', '<', filter.to);
  return query.orderBy('u.id', 'asc').limit(EXPORT_BATCH).execute();
}

/** The balances of these members' ledger accounts. */
export function balancesOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ledger_accounts').select(['user_id', 'currency', 'balance']).where('user_id', 'in', userIds).execute();
}
