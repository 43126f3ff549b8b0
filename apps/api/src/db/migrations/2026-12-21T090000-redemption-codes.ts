import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Redemption codes and gift cards (issue 24): a batch says what each of its codes gives and when;
// each code is stored sealed (readable by the operators' export) and found by its SHA-256, spent
// once by a conditional update. `once_key` is the member's id in a one-per-member batch (else
// null): the unique index on (batch, once_key) lets a member take one code of such a batch.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('redeem_batches')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reward_kind', 'text', (c) => c.notNull())
    .addColumn('reward_amount', 'bigint')
    .addColumn('reward_coupon_id', 'bigint')
    .addColumn('reward_questions', 'integer')
    .addColumn('reward_days', 'integer')
    .addColumn('code_count', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('once_per_member', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .execute();
  await db.schema
    .createTable('redeem_codes')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('batch_id', 'bigint', (c) => c.notNull().references('redeem_batches.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_sealed', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('redeemed_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('redeemed_at', 'bigint')
    .addColumn('once_key', 'bigint')
    .execute();
  await db.schema.createIndex('redeem_codes_batch').on('redeem_codes').columns(['batch_id', 'id']).execute();
  await db.schema.createIndex('redeem_codes_once').on('redeem_codes').columns(['batch_id', 'once_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redeem_codes').execute();
  await db.schema.dropTable('redeem_batches').execute();
}
