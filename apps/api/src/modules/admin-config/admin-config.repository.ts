import { sql } from 'kysely';
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
    .onConflict((oc) =>
      oc.columns(['agreement_id', 'locale']).doUpdateSet({ title: values.title, content: values.content, updated_at: values.now }),
    )
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

/**
 * The members' UU and CRC (hundredths) and, per rate given, the sum over members of the most CRC
 * each one's UU buys: floor(UU × 100 / rate), exactly maxExchangeable of packages/domain.
 */
export async function memberCrcTotals(db: Executor, rates: number[]) {
  const row = await db
    .selectFrom('ledger_accounts')
    .where('user_id', 'is not', null)
    .where('currency', 'in', ['UU', 'CRC'])
    .where('balance', '>', 0)
    .select([
      sql<string>`count(distinct user_id)`.as('members'),
      sql<string>`coalesce(sum(case when currency = 'UU' then balance else 0 end), 0)`.as('uu'),
      sql<string>`coalesce(sum(case when currency = 'CRC' then balance else 0 end), 0)`.as('crc'),
      ...rates.map((rate, i) =>
        sql<string>`coalesce(sum(case when currency = 'UU' then (balance * 100) / cast(${rate} as bigint) else 0 end), 0)`.as(
          `exchangeable${i}`,
        ),
      ),
    ])
    .executeTakeFirstOrThrow();
  const record = row as Record<string, string | number>;
  return {
    members: Number(record.members),
    uu: Number(record.uu),
    crc: Number(record.crc),
    exchangeable: rates.map((_, i) => Number(record[`exchangeable${i}`])),
  };
}
