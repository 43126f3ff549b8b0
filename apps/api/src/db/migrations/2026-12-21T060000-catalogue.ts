import type { Kysely } from 'kysely';

// The catalogue that sells (issue 22, part A): goods get detail pictures and stores a picture (new columns, the
// goods table is otherwise untouched); members keep favourites, recently viewed goods and their search history.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('detail_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('stores').addColumn('picture', 'text').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'goods_id'])
    .execute();
  await db.schema.createIndex('favourites_user_time').on('favourites').columns(['user_id', 'created_at']).execute();

  // One row per member and goods, its time moved on each view; the oldest are trimmed past the kept count.
  await db.schema
    .createTable('goods_views')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_views_pk', ['user_id', 'goods_id'])
    .execute();
  await db.schema.createIndex('goods_views_user_time').on('goods_views').columns(['user_id', 'viewed_at']).execute();

  await db.schema
    .createTable('search_history')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_history_pk', ['user_id', 'words'])
    .execute();
  await db.schema.createIndex('search_history_user_time').on('search_history').columns(['user_id', 'searched_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_history', 'goods_views', 'favourites']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('stores').dropColumn('picture').execute();
  await db.schema.alterTable('goods').dropColumn('detail_images').execute();
}
