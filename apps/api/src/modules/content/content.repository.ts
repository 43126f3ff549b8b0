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
