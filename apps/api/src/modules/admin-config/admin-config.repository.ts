import type { Executor } from '../../db/database';

/** The guide and the company overview as stored (titles and HTML as JSON per language). */
export async function listContentPageRows(db: Executor) {
  return db.selectFrom('content_pages').selectAll().orderBy('slug').execute();
}

export async function listAgreementRows(db: Executor) {
  return db.selectFrom('agreements').selectAll().orderBy('id').execute();
}

export async function findAgreementRow(db: Executor, id: number) {
  return db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every language of the agreements asked for (all when `ids` is absent). */
export async function listAgreementTranslations(db: Executor, ids?: number[]) {
  let query = db.selectFrom('agreement_translations').selectAll().orderBy('agreement_id');
  if (ids) query = query.where('agreement_id', 'in', ids);
  return query.execute();
}

/** Writes one language of an agreement (insert or replace). */
export async function upsertAgreementTranslation(
  db: Executor,
  values: { id: number; locale: string; title: string; content: string; now: number },
): Promise<void> {
  await db
    .insertInto('agreement_translations')
    .values({ agreement_id: values.id, locale: values.locale, title: values.title, content: values.content, updated_at: values.now })
    .onConflict((oc) => oc.columns(['agreement_id', 'locale']).doUpdateSet({ title: values.title, content: values.content, updated_at: values.now }))
    .execute();
}

/** Removes the languages of an agreement not in `keep` (members then read zh-Hant). */
export async function deleteAgreementTranslationsExcept(db: Executor, id: number, keep: string[]): Promise<void> {
  await db.deleteFrom('agreement_translations').where('agreement_id', '=', id).where('locale', 'not in', keep).execute();
}

export async function touchAgreement(db: Executor, id: number, now: number): Promise<void> {
  await db.updateTable('agreements').set({ updated_at: now }).where('id', '=', id).execute();
}

/** The settings keys an operator has written (the rest are at their defaults). */
export async function listSettingKeys(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('settings').select('key').execute();
  return rows.map((r) => r.key);
}

/** Which of these coupons exist. */
export async function existingCouponIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('coupons').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => Number(r.id)));
}
