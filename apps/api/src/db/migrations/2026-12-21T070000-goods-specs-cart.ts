import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Issue 22 part B: goods with specs (up to two dimensions; one SKU per combination with its own
// price, stock and picture), a per-member purchase limit, multi-line orders (order_lines) and the
// member's cart kept on the server. Goods without specs keep their stock on the goods row (their
// single default SKU is the goods itself, sku_id 0 in a cart line); goods with specs keep
// goods.stock as the sum of their SKUs' stock, written in the same transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  /** JSON: [{ name, values: string[] }], at most two; null: no specs. */
  await db.schema.alterTable('goods').addColumn('specs', 'text').execute();
  await db.schema.alterTable('goods').addColumn('purchase_limit', 'integer').execute();
  await db.schema
    .createTable('goods_skus')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    /** JSON array of the values, one per dimension, in the dimensions' order. */
    .addColumn('spec_values', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picture', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('goods_skus_goods').on('goods_skus').columns(['goods_id', 'spec_values']).unique().execute();
  await db.schema
    .createTable('order_lines')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    /** null: goods without specs. */
    .addColumn('sku_id', 'bigint', (c) => c.references('goods_skus.id'))
    .addColumn('spec_text', 'text')
    .addColumn('goods_snapshot', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('fb_percent', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_goods').on('order_lines').column('goods_id').execute();
  await db.schema
    .createTable('cart_items')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    /** 0: goods without specs (a unique key needs a value, not null). */
    .addColumn('sku_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_member').on('cart_items').columns(['user_id', 'goods_id', 'sku_id']).unique().execute();
  // Orders made before lines existed read as one line from the order row (order-view.ts); nothing to copy.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('goods_skus').execute();
  await db.schema.alterTable('goods').dropColumn('purchase_limit').execute();
  await db.schema.alterTable('goods').dropColumn('specs').execute();
}
