import type { Executor } from '../../db/database';

export async function findAgreementText(db: Executor, id: number, locale: string) {
  return db
    .selectFrom('agreement_translations')
    .select(['agreement_id', 'locale', 'title', 'content', 'updated_at'])
    .where('agreement_id', '=', id)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

export async function agreementExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('agreements').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Creates or replaces an agreement and its text in one language. */
export async function upsertAgreement(
  db: Executor,
  values: { id: number; slug: string; locale: string; title: string; content: string; now: number },
): Promise<void> {
  await db
    .insertInto('agreements')
    .values({ id: values.id, slug: values.slug, updated_at: values.now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ updated_at: values.now }))
    .execute();
  await db
    .insertInto('agreement_translations')
    .values({
      agreement_id: values.id,
      locale: values.locale,
      title: values.title,
      content: values.content,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['agreement_id', 'locale']).doUpdateSet({
        title: values.title,
        content: values.content,
        updated_at: values.now,
      }),
    )
    .execute();
}

/** The agreements' titles in a language and in zh-Hant (the caller picks), in id order. */
export async function listAgreementTitles(db: Executor, locales: string[]) {
  return db
    .selectFrom('agreement_translations')
    .select(['agreement_id', 'locale', 'title'])
    .where('locale', 'in', locales)
    .orderBy('agreement_id')
    .execute();
}

export async function findContentPage(db: Executor, slug: string) {
  return db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Creates or replaces a page (title and content as JSON per language). */
export async function upsertContentPage(db: Executor, values: { slug: string; title: string; content: string; now: number }) {
  return db
    .insertInto('content_pages')
    .values({ slug: values.slug, title: values.title, content: values.content, updated_at: values.now })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ title: values.title, content: values.content, updated_at: values.now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listFaqRows(db: Executor) {
  return db.selectFrom('faq_items').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function insertFaq(db: Executor, values: { question: string; answer: string; sort: number; now: number }) {
  return db
    .insertInto('faq_items')
    .values({ question: values.question, answer: values.answer, sort: values.sort, updated_at: values.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFaq(db: Executor, id: number, values: { question: string; answer: string; sort: number; now: number }) {
  return db
    .updateTable('faq_items')
    .set({ question: values.question, answer: values.answer, sort: values.sort, updated_at: values.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteFaqRow(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('faq_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Writes a page only where none exists; undefined when one did (another writer got there first). */
export async function insertContentPageIfAbsent(db: Executor, values: { slug: string; title: string; content: string; now: number }) {
  return db
    .insertInto('content_pages')
    .values({ slug: values.slug, title: values.title, content: values.content, updated_at: values.now })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Every agreement's text in the given languages. */
export async function agreementTextsIn(db: Executor, locales: string[]) {
  return db
    .selectFrom('agreement_translations')
    .select(['agreement_id', 'title', 'content', 'locale'])
    .where('locale', 'in', locales)
    .execute();
}
