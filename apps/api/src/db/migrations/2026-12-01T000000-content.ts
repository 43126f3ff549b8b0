import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The platform's own texts (issue 7): the guide and the company overview (one text per page), and
// the FAQ (questions in an order). Texts are JSON of `{ "zh-Hant": …, "zh-Hans"?: …, "en"?: … }`,
// HTML sanitized when written.

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('content_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('faq_items')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faq_items_sort').on('faq_items').columns(['sort', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faq_items').execute();
  await db.schema.dropTable('content_pages').execute();
}
