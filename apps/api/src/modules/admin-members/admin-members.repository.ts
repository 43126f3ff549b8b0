import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { AccountStatus } from '@uu/contract/enums';
import type { Currency } from '@uu/contract/wallet';
import type { Executor } from '../../db/database';
import type { MemberStatusChangesTable } from './admin-members.table';

/*
 * The back office's reads of members and the dashboard's figures. PostgreSQL answers COUNT and
 * SUM of BIGINT as strings: every number read here goes through Number().
 */

// ---- the dashboard ----

/**
 * A CASE that puts an instant column into its day of the period: day i is [bounds[i], bounds[i+1]).
 * The bounds are the platform time zone's midnights, computed by the caller (daylight saving
 * included), so both databases bucket alike without time-zone support of their own. They are
 * integers we computed, written as literals (no 90 parameters per query).
 */
export function dayBucket(column: string, bounds: number[]): RawBuilder<number> {
  // One day: every row of the range is in it (a CASE needs at least one WHEN).
  if (bounds.length <= 2) return sql<number>`${sql.lit(0)}`;
  const whens = bounds.slice(1, -1).map((b, i) => sql`when ${sql.ref(column)} < ${sql.lit(b)} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(bounds.length - 2)} end`;
}

export type DayCount = { bucket: number; n: number; total: number };

async function perDay(
  db: Executor,
  table: 'users' | 'orders' | 'topups' | 'withdrawals',
  column: 'created_at' | 'decided_at',
  bounds: number[],
  options: { sum?: 'amount'; approvedOnly?: boolean } = {},
): Promise<DayCount[]> {
  const first = bounds[0] as number;
  const end = bounds[bounds.length - 1] as number;
  const total = options.sum ? sql<number>`coalesce(sum(${sql.ref(options.sum)}), 0)` : sql<number>`0`;
  const rows = await sql<{ bucket: number | string; n: number | string; total: number | string }>`
    select ${dayBucket(column, bounds)} as bucket, count(*) as n, ${total} as total
    from ${sql.table(table)}
    where ${sql.ref(column)} >= ${first} and ${sql.ref(column)} < ${end}
    ${options.approvedOnly ? sql`and status = 'approved'` : sql``}
    group by 1`.execute(db);
  return rows.rows.map((r) => ({ bucket: Number(r.bucket), n: Number(r.n), total: Number(r.total) }));
}

/** New members, orders, approved top-ups (by decision day) and asked withdrawals per day of the period. */
export async function dailySeries(db: Executor, bounds: number[]) {
  const [members, orders, topUps, withdrawals] = await Promise.all([
    perDay(db, 'users', 'created_at', bounds),
    perDay(db, 'orders', 'created_at', bounds),
    perDay(db, 'topups', 'decided_at', bounds, { sum: 'amount', approvedOnly: true }),
    perDay(db, 'withdrawals', 'created_at', bounds),
  ]);
  return { members, orders, topUps, withdrawals };
}

export async function memberCounts(db: Executor, since: number) {
  const [byStatus, fresh] = await Promise.all([
    db
      .selectFrom('users')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  const counts: Record<AccountStatus, number> = { inactive: 0, active: 0, disabled: 0 };
  for (const row of byStatus) counts[row.status] = Number(row.n);
  return { ...counts, total: counts.inactive + counts.active + counts.disabled, newInPeriod: Number(fresh.n) };
}

/**
 * Members who moved their own money in the period: the ledger transactions a member's own action
 * (or a top-up of theirs) made. Adjustments, rewards and refunds are the platform's doing and do
 * not count.
 */
export async function membersActiveSince(db: Executor, since: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select(sql<number>`count(distinct user_id)`.as('n'))
    .where('created_at', '>=', since)
    .where('user_id', 'is not', null)
    .where('type', 'in', ['topup', 'transfer', 'withdraw', 'exchange', 'order'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function orderCounts(db: Executor, since: number) {
  const [byStatus, fresh] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  return { byStatus: byStatus.map((r) => ({ status: Number(r.status), count: Number(r.n) })), inPeriod: Number(fresh.n) };
}

/** The sum of every member's balance per currency (platform accounts excluded). */
export async function circulation(db: Executor): Promise<Record<Currency, number>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['currency', sql<number>`coalesce(sum(balance), 0)`.as('total')])
    .where('user_id', 'is not', null)
    .groupBy('currency')
    .execute();
  const sums: Record<Currency, number> = { UU: 0, U: 0, FB: 0, KB: 0, CRC: 0 };
  for (const row of rows) sums[row.currency] = Number(row.total);
  return sums;
}

export async function pendingReviews(db: Executor) {
  const [topUps, withdrawals] = await Promise.all([
    db
      .selectFrom('topups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return { topUps: Number(topUps.n), withdrawals: Number(withdrawals.n) };
}

/** The console's badges: the pending reviews and the paid orders waiting for delivery (state 1). */
export async function waitingWork(db: Executor) {
  const [pending, toShip] = await Promise.all([
    pendingReviews(db),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { ...pending, ordersToShip: Number(toShip.n) };
}

// ---- members ----

export type MemberFilter = {
  q?: string | undefined;
  status?: AccountStatus | undefined;
  level?: number | undefined;
  referrerId?: number | undefined;
  tag?: string | undefined; // an operator's tag, exactly as written
};

/** LIKE patterns match the text literally: %, _ and the escape character itself are escaped. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members by the filter, newest first, with their referrer's number and nickname. */
export async function findMembers(db: Executor, filter: MemberFilter, page: { page: number; size: number }) {
  let base = db.selectFrom('users as u');
  if (filter.status) base = base.where('u.status', '=', filter.status);
  if (filter.level !== undefined) base = base.where('u.level', '=', filter.level);
  if (filter.referrerId !== undefined) base = base.where('u.referrer_id', '=', filter.referrerId);
  if (filter.tag !== undefined)
    base = base.where('u.id', 'in', db.selectFrom('member_tags').select('user_id').where('tag', '=', filter.tag));
  const q = filter.q?.trim();
  if (q) {
    const lower = likeText(q.toLowerCase());
    const digits = q.replace(/[^\d]/g, '');
    base = base.where((eb) =>
      eb.or([
        ...(/^\d{1,15}$/.test(q) ? [eb('u.id', '=', Number(q))] : []),
        eb('u.member_no', '=', q),
        eb('u.invitation_code', '=', q.toUpperCase()),
        eb('u.invitation_code', '=', q),
        eb('u.email', 'like', sql<string>`${`${lower}%`} escape '\\'`),
        ...(digits.length >= 3 ? [eb('u.phone', 'like', sql<string>`${`%${likeText(digits)}%`} escape '\\'`)] : []),
        eb(sql`lower(u.nickname)`, 'like', sql<string>`${`%${lower}%`} escape '\\'`),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as r', 'r.id', 'u.referrer_id')
      .selectAll('u')
      .select(['r.member_no as referrer_member_no', 'r.nickname as referrer_nickname'])
      .orderBy('u.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export async function findMemberRow(db: Executor, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as r', 'r.id', 'u.referrer_id')
    .leftJoin('users as o', 'o.id', 'u.owner_id')
    .selectAll('u')
    .select([
      'r.member_no as referrer_member_no',
      'r.nickname as referrer_nickname',
      'o.member_no as owner_member_no',
      'o.nickname as owner_nickname',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberRow>>>;

/** Direct referrals and the whole team below (the closure table, depth ≥ 1), and its performance. */
export async function teamFigures(db: Executor, userId: number) {
  const [direct, total, stats] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('team_paths')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ancestor_id', '=', userId)
      .where('depth', '>=', 1)
      .executeTakeFirstOrThrow(),
    db.selectFrom('team_stats').select('performance').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { direct: Number(direct.n), total: Number(total.n), performance: Number(stats?.performance ?? 0) };
}

/** A member's ledger entries with their transaction's memo and the counterparty, newest first. */
export async function findEntries(
  db: Executor,
  userId: number,
  filter: { currency?: Currency | undefined },
  page: { page: number; size: number },
) {
  let base = db.selectFrom('ledger_entries as e').innerJoin('ledger_accounts as a', 'a.id', 'e.account_id').where('a.user_id', '=', userId);
  if (filter.currency) base = base.where('e.currency', '=', filter.currency);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .leftJoin('users as c', 'c.id', 'e.counterparty_id')
      .select([
        'e.id',
        'e.transaction_id',
        'e.currency',
        'e.log_type',
        'e.amount',
        'e.balance_after',
        'e.created_at',
        't.memo',
        'c.id as counterparty_id',
        'c.member_no as counterparty_member_no',
        'c.nickname as counterparty_nickname',
      ])
      .orderBy('e.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export async function recentOrders(db: Executor, userId: number, limit: number) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(['id', 'order_no', 'goods_snapshot', 'status', 'total', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Sessions that still work: not ended and not expired. */
export async function openSessions(db: Executor, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'client_type', 'ip', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

export async function statusChanges(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('member_status_changes as s')
    .leftJoin('admin_users as a', 'a.id', 's.admin_id')
    .select(['s.created_at', 's.disabled', 's.reason', 'a.name as admin_name'])
    .where('s.user_id', '=', userId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** The status the member had before the last disable (what enabling gives back). */
export async function statusBeforeDisable(db: Executor, userId: number): Promise<AccountStatus | null> {
  const row = await db
    .selectFrom('member_status_changes')
    .select('previous_status')
    .where('user_id', '=', userId)
    .where('disabled', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.previous_status ?? null;
}

/** The approval limit of balance adjustments (hundredths; platform setting `adjustApprovalAbove`), 1,000.00 when never set. */
export async function adjustApprovalLimit(db: Executor): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'adjustApprovalAbove').executeTakeFirst();
  const value = row ? Number(JSON.parse(row.value)) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : 100_000;
}

export async function insertAdjustmentRequest(
  db: Executor,
  row: { user_id: number; currency: string; amount: number; reason: string; maker_id: number | null; created_at: number },
): Promise<number> {
  const inserted = await db
    .insertInto('adjustment_requests')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function findAdjustmentRequest(db: Executor, id: number) {
  return db.selectFrom('adjustment_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pending → approved or refused, once: answers whether this call moved it (a concurrent decision did not). */
export async function decideAdjustmentRow(
  db: Executor,
  id: number,
  set: { status: 'approved' | 'refused'; checker_id: number | null; refusal: string | null; decided_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('adjustment_requests')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setAdjustmentTransaction(db: Executor, id: number, transactionId: number): Promise<void> {
  await db.updateTable('adjustment_requests').set({ transaction_id: transactionId }).where('id', '=', id).execute();
}

/** Adjustment requests, newest first, with their member and the operators' names. */
export async function listAdjustmentRequests(
  db: Executor,
  filter: { status?: string; memberId?: number; ids?: number[] },
  page: { page: number; size: number },
) {
  let base = db.selectFrom('adjustment_requests as r').innerJoin('users as u', 'u.id', 'r.user_id');
  if (filter.status) base = base.where('r.status', '=', filter.status as 'pending');
  if (filter.memberId !== undefined) base = base.where('r.user_id', '=', filter.memberId);
  if (filter.ids) base = base.where('r.id', 'in', filter.ids);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('admin_users as mk', 'mk.id', 'r.maker_id')
      .leftJoin('admin_users as ck', 'ck.id', 'r.checker_id')
      .selectAll('r')
      .select(['u.member_no', 'u.nickname', 'mk.name as maker_name', 'ck.name as checker_name'])
      .orderBy('r.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The record of an operator's disabling or enabling of a member. */
export async function insertStatusChange(db: Executor, row: Insertable<MemberStatusChangesTable>): Promise<void> {
  await db.insertInto('member_status_changes').values(row).execute();
}
