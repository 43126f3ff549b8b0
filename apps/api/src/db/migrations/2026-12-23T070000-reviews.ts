import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Reviews (issue 22): a member rates a line of a done order once (1-5, text, up to 6 photos); operators hide a review
// or reply. A line is named by its place in the order (0 for the first; an order from before lines has only line 0),
// and (order_id, line_no) is unique, so two reviews of one line sent at once write one.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('goods_reviews')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** JSON array of the member's upload URLs (/files/<name>), at most six. */
    .addColumn('photos', 'text', (c) => c.notNull())
    /** The spec as ordered ("紅 / M"); null without specs. */
    .addColumn('spec_text', 'text')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_reviews_line').on('goods_reviews').columns(['order_id', 'line_no']).unique().execute();
  await db.schema.createIndex('goods_reviews_goods').on('goods_reviews').columns(['goods_id', 'hidden', 'created_at']).execute();
  await db.schema.createIndex('goods_reviews_created').on('goods_reviews').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goods_reviews').execute();
}
