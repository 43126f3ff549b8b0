import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The referral team (issue 8): a closure table of the referral tree (every ancestor of every member,
// with its depth; each member is its own ancestor at depth 0), each member's running team
// performance, and the referral rewards held until an order is done. Backfilled from `users` and
// `orders` for the members who registered before this migration.

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Paid orders (states 1-6) count towards performance; refunded (7) and canceled (8) do not. */
const PAID_STATES = sql.raw('(1, 2, 3, 4, 5, 6)');

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('team_paths')
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('descendant_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_paths_pk', ['ancestor_id', 'descendant_id'])
    .addCheckConstraint('team_paths_depth', sql`depth >= 0`)
    .execute();
  // Counts per depth, totals and a depth's page read one range of this index (ancestor, depth, member).
  await db.schema.createIndex('team_paths_down').on('team_paths').columns(['ancestor_id', 'depth', 'descendant_id']).execute();
  // A member's ancestors (registration copies the referrer's; a payment raises theirs).
  await db.schema.createIndex('team_paths_up').on('team_paths').columns(['descendant_id', 'depth', 'ancestor_id']).execute();
  // "Invited today": a member's direct referrals by time of registration.
  await db.schema.createIndex('users_referrer_created').on('users').columns(['referrer_id', 'created_at']).execute();
  // Team performance over a period: a team's orders by time of payment.
  await db.schema.createIndex('orders_user_paid').on('orders').columns(['user_id', 'paid_at']).execute();

  await backfillTeamPaths(db);

  // All-time team performance (paid, unrefunded orders of the members below), kept up to date by
  // payments and refunds; levels are raised against it.
  await db.schema
    .createTable('team_stats')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('performance', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into team_stats (user_id, performance)
    select p.ancestor_id, sum(o.total)
    from team_paths p join orders o on o.user_id = p.descendant_id
    where p.depth >= 1 and o.status in ${PAID_STATES}
    group by p.ancestor_id`.execute(db);

  // One reward per source (an order; a package later): the unique key, and a state that moves
  // pending → paid or pending → void by one conditional update, so it is paid at most once.
  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('beneficiary_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('buyer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('base_amount', 'bigint', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('referral_rewards_source', ['source_type', 'source_id'])
    .addCheckConstraint('referral_rewards_status', sql`status in ('pending', 'paid', 'void')`)
    .addCheckConstraint('referral_rewards_amount', sql`amount > 0`)
    .execute();
  await db.schema.createIndex('referral_rewards_beneficiary').on('referral_rewards').columns(['beneficiary_id', 'id']).execute();
  await db.schema.createIndex('referral_rewards_status').on('referral_rewards').columns(['status', 'id']).execute();
}

/**
 * Every member's own row, then every ancestor up the referral chain. Referrers are fixed at
 * registration and always older, so the chain has no cycle. (Exported for the test that checks it
 * against the rows registration writes.)
 */
export async function backfillTeamPaths(db: Kysely<unknown>): Promise<void> {
  await sql`
    with recursive chain (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from users
      union all
      select u.referrer_id, c.descendant_id, c.depth + 1
      from chain c join users u on u.id = c.ancestor_id
      where u.referrer_id is not null
    )
    insert into team_paths (ancestor_id, descendant_id, depth)
    select ancestor_id, descendant_id, depth from chain`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_rewards').execute();
  await db.schema.dropTable('team_stats').execute();
  await db.schema.dropIndex('orders_user_paid').execute();
  await db.schema.dropIndex('users_referrer_created').execute();
  await db.schema.dropTable('team_paths').execute();
}
