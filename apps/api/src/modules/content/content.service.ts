import type { Agreement } from '@uu/contract/accounts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { agreementExists, findAgreementText, upsertAgreement } from './content.repository';
import { DEFAULT_AGREEMENTS } from './default-agreements';

export class ContentService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** An agreement in the member's language; zh-Hant (the source) when it has no translation yet. */
  async getAgreement(id: number, locale: Locale): Promise<Agreement> {
    const db = this.#db.kysely;
    const row = (await findAgreementText(db, id, locale)) ?? (await findAgreementText(db, id, DEFAULT_LOCALE));
    if (!row) throw new AppError('AGREEMENT_NOT_FOUND');
    return { id: row.agreement_id, title: row.title, content: row.content, locale: row.locale, updatedAt: toIso(row.updated_at) };
  }

  /** Writes the default agreements where none exist yet; an operator's edits are never overwritten. */
  async ensureDefaultAgreements(): Promise<void> {
    const now = this.#clock.now();
    for (const agreement of DEFAULT_AGREEMENTS) {
      if (await agreementExists(this.#db.kysely, agreement.id)) continue;
      await this.#db.transaction(async (trx) => {
        for (const locale of LOCALES) {
          const text = agreement.texts[locale];
          await upsertAgreement(trx, { id: agreement.id, slug: agreement.slug, locale, ...text, now });
        }
      });
    }
  }
}
