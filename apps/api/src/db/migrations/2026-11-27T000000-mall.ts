import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The mall's catalogue (issue 5): categories, goods, stores. Texts in three languages are JSON
// objects keyed by locale; prices integer hundredths of UU.

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  const idType = sqlite ? 'integer' : 'bigserial';

  await db.schema
    .createTable('categories')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', idType, id)
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('reference_price', 'bigint')
    .addColumn('fb_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('goods_stock', sql`stock >= 0 and sold >= 0 and price > 0`)
    .addCheckConstraint('goods_fb', sql`fb_percent between 0 and 100`)
    .addCheckConstraint('goods_delivery', sql`delivery_type in ('express', 'pickup', 'writeoff', 'installation', 'virtual')`)
    .execute();
  await db.schema.createIndex('goods_category').on('goods').columns(['category_id', 'id']).execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('hours', 'text')
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('goods_stores')
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('store_id', 'bigint', (c) => c.notNull().references('stores.id'))
    .addPrimaryKeyConstraint('goods_stores_pk', ['goods_id', 'store_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goods_stores', 'stores', 'goods', 'categories']) await db.schema.dropTable(table).execute();
}
