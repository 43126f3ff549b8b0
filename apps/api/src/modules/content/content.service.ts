import type { Agreement } from '@uu/contract/accounts';
import type { CustomerService } from '@uu/contract/profile';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { agreementExists, findAgreementText, upsertAgreement } from './content.repository';
import type { PlatformService } from '../platform/platform.service';
import { DEFAULT_AGREEMENTS } from './default-agreements';

export class ContentService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
  }

  /** The agreements as passages for the built-in assistant's search, in the member's language. */
  async agreementPassages(locale: Locale): Promise<{ id: string; title: string; text: string }[]> {
    const rows = await this.#db.kysely
      .selectFrom('agreement_translations')
      .select(['agreement_id', 'title', 'content', 'locale'])
      .where('locale', 'in', [locale, DEFAULT_LOCALE])
      .execute();
    const chosen = new Map<number, (typeof rows)[number]>();
    for (const row of rows) if (!chosen.has(row.agreement_id) || row.locale === locale) chosen.set(row.agreement_id, row);
    // Paragraphs, without their HTML, so a hit quotes the part of the agreement that answers.
    return [...chosen.values()].flatMap((row) =>
      row.content
        .split(/<\/(?:p|li|h\d)>/i)
        .map((part) => part.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())
        .filter((text) => text.length > 20)
        .map((text, i) => ({ id: `agreement-${row.agreement_id}-${i}`, title: row.title, text })),
    );
  }

  /** The contacts the operator set, with the opening hours in the member's language. */
  async getCustomerService(locale: Locale): Promise<CustomerService> {
    const { contacts, hours } = await this.#platform.get('customerService');
    return { contacts, hours: hours[locale] ?? hours[DEFAULT_LOCALE] ?? null };
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
