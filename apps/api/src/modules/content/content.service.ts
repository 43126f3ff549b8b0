import type { z } from 'zod';
import type { Agreement } from '@uu/contract/accounts';
import {
  CONTENT_PAGES,
  type AgreementList,
  type ContentPage,
  type ContentPageSlug,
  type FaqList,
  type saveContentPageBodySchema,
  type saveFaqBodySchema,
  type storedContentPageSchema,
  type storedFaqItemSchema,
} from '@uu/contract/content';
import type { CustomerService } from '@uu/contract/profile';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/sanitize-html';
import {
  agreementExists,
  agreementTextsIn,
  deleteFaqRow,
  findAgreementText,
  findContentPage,
  insertContentPageIfAbsent,
  insertFaq,
  listAgreementTitles,
  listFaqRows,
  updateFaq,
  upsertAgreement,
  upsertContentPage,
} from './content.repository';
import type { ContentPagesTable, FaqItemsTable } from './content.table';
import type { PlatformService } from '../platform/platform.service';
import { DEFAULT_AGREEMENTS } from './default-agreements';
import { DEFAULT_FAQ, DEFAULT_PAGES } from './default-content';

type SavePage = z.output<typeof saveContentPageBodySchema>;
type SaveFaq = z.output<typeof saveFaqBodySchema>;
type StoredPage = z.output<typeof storedContentPageSchema>;
type StoredFaq = z.output<typeof storedFaqItemSchema>;
type Texts = Partial<Record<Locale, string>> & { 'zh-Hant': string };

/** The text in the language asked for, or zh-Hant (the source) when it has none; with the language chosen. */
function pick(texts: Texts, locale: Locale): { text: string; locale: Locale } {
  const own = texts[locale];
  return own ? { text: own, locale } : { text: texts['zh-Hant'], locale: DEFAULT_LOCALE };
}

/** Every language's HTML sanitized; a translation that sanitizes to nothing is dropped (it falls back). */
function sanitizeTexts(html: Partial<Record<Locale, string | undefined>>): Texts {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const clean = sanitizeRichText(html[locale] ?? '').trim();
    if (clean) out[locale] = clean;
  }
  if (!out[DEFAULT_LOCALE])
    throw new AppError('VALIDATION', { status: 400, issues: [{ path: `content.${DEFAULT_LOCALE}`, key: 'validation.required' }] });
  return out as Texts;
}

/** Plain texts (titles, questions): trimmed, empty translations dropped. */
function plainTexts(texts: Partial<Record<Locale, string | undefined>>): Texts {
  return Object.fromEntries(LOCALES.flatMap((l) => (texts[l]?.trim() ? [[l, texts[l].trim()]] : []))) as Texts;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const parse = (json: string) => JSON.parse(json) as Texts;

function storedPage(row: ContentPagesTable): StoredPage {
  return { slug: row.slug as ContentPageSlug, title: parse(row.title), content: parse(row.content), updatedAt: toIso(row.updated_at) };
}

function storedFaq(row: { id: number } & Omit<FaqItemsTable, 'id'>): StoredFaq {
  return { id: row.id, question: parse(row.question), answer: parse(row.answer), sort: row.sort, updatedAt: toIso(row.updated_at) };
}

export class ContentService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
  }

  /**
   * The platform's own texts as passages for the built-in assistant's search (product.md: it answers
   * from the guide, the agreements and the FAQ), in the member's language or zh-Hant.
   */
  async assistantPassages(locale: Locale): Promise<{ id: string; title: string; text: string }[]> {
    const rows = await agreementTextsIn(this.#db.kysely, [locale, DEFAULT_LOCALE]);
    const chosen = new Map<number, (typeof rows)[number]>();
    for (const row of rows) if (!chosen.has(row.agreement_id) || row.locale === locale) chosen.set(row.agreement_id, row);
    const documents = [...chosen.values()].map((row) => ({ id: `agreement-${row.agreement_id}`, title: row.title, html: row.content }));
    for (const slug of CONTENT_PAGES) {
      const page = await this.getPage(slug, locale).catch(() => null);
      if (page) documents.push({ id: slug, title: page.title, html: page.content });
    }
    // Paragraphs, without their HTML, so a hit quotes the part that answers.
    const passages = documents.flatMap((doc) =>
      doc.html
        .split(/<\/(?:p|li|h\d)>/i)
        .map((part) => plainText(part))
        .filter((text) => text.length > 20)
        .map((text, i) => ({ id: `${doc.id}-${i}`, title: doc.title, text })),
    );
    // Each FAQ answer whole, under its question.
    const faq = await this.faq(locale);
    for (const item of faq.list) passages.push({ id: `faq-${item.id}`, title: item.question, text: plainText(item.answer) });
    return passages;
  }

  /** The contacts the operator set, their labels and the opening hours in the member's language (else zh-Hant). */
  async getCustomerService(locale: Locale): Promise<CustomerService> {
    const { contacts, hours } = await this.#platform.get('customerService');
    return {
      contacts: contacts.map(({ kind, value, label }) => ({ kind, value, label: label?.[locale] || label?.[DEFAULT_LOCALE] || null })),
      hours: hours[locale] ?? hours[DEFAULT_LOCALE] ?? null,
    };
  }

  /** An agreement in the member's language; zh-Hant (the source) when it has no translation yet. */
  async getAgreement(id: number, locale: Locale): Promise<Agreement> {
    const db = this.#db.kysely;
    const row = (await findAgreementText(db, id, locale)) ?? (await findAgreementText(db, id, DEFAULT_LOCALE));
    if (!row) throw new AppError('AGREEMENT_NOT_FOUND');
    return { id: row.agreement_id, title: row.title, content: row.content, locale: row.locale, updatedAt: toIso(row.updated_at) };
  }

  /** The agreements a member can read (navWe): id and title in the member's language, or zh-Hant. */
  async listAgreements(locale: Locale): Promise<AgreementList> {
    const rows = await listAgreementTitles(this.#db.kysely, [locale, DEFAULT_LOCALE]);
    const titles = new Map<number, string>();
    for (const row of rows) if (!titles.has(row.agreement_id) || row.locale === locale) titles.set(row.agreement_id, row.title);
    return { list: [...titles].map(([id, title]) => ({ id, title })) };
  }

  /** The guide or the company overview in the member's language; zh-Hant when it has no translation. */
  async getPage(slug: ContentPageSlug, locale: Locale): Promise<ContentPage> {
    const row = await findContentPage(this.#db.kysely, slug);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    const content = pick(parse(row.content), locale);
    const title = parse(row.title);
    // The title follows the content's language, so a page never mixes two.
    return {
      slug,
      title: title[content.locale] ?? title['zh-Hant'],
      content: content.text,
      locale: content.locale,
      updatedAt: toIso(row.updated_at),
    };
  }

  /** The FAQ in its order, each question in the member's language (or zh-Hant). */
  async faq(locale: Locale): Promise<FaqList> {
    const rows = await listFaqRows(this.#db.kysely);
    return {
      list: rows.map((row) => {
        const answer = pick(parse(row.answer), locale);
        const question = parse(row.question);
        return { id: row.id, question: question[answer.locale] ?? question['zh-Hant'], answer: answer.text, sort: row.sort };
      }),
    };
  }

  // ---- operator calls (the admin console's content screens, issue 9) ----

  /** Replaces a page; its HTML is sanitized here, so every reader gets safe HTML. */
  async savePage(slug: ContentPageSlug, input: SavePage): Promise<StoredPage> {
    return (await this.#savePage(this.#db.kysely, slug, input)) as StoredPage;
  }

  async listFaqStored(): Promise<{ list: StoredFaq[] }> {
    return { list: (await listFaqRows(this.#db.kysely)).map(storedFaq) };
  }

  /** Adds a question (no id) or changes one; the answer's HTML is sanitized. */
  async saveFaq(input: SaveFaq): Promise<StoredFaq> {
    return this.#saveFaq(this.#db.kysely, input);
  }

  async deleteFaq(id: number): Promise<null> {
    if (!(await deleteFaqRow(this.#db.kysely, id))) throw new AppError('FAQ_NOT_FOUND');
    return null;
  }

  /** With `onlyIfAbsent`, answers null (and writes nothing) when the page exists already. */
  async #savePage(db: Executor, slug: ContentPageSlug, input: SavePage, onlyIfAbsent?: true): Promise<StoredPage | null> {
    const content = sanitizeTexts(input.content);
    const values = { slug, title: JSON.stringify(plainTexts(input.title)), content: JSON.stringify(content), now: this.#clock.now() };
    const row = onlyIfAbsent ? await insertContentPageIfAbsent(db, values) : await upsertContentPage(db, values);
    return row ? storedPage(row) : null;
  }

  async #saveFaq(db: Executor, input: SaveFaq): Promise<StoredFaq> {
    const values = {
      question: JSON.stringify(plainTexts(input.question)),
      answer: JSON.stringify(sanitizeTexts(input.answer)),
      sort: input.sort,
      now: this.#clock.now(),
    };
    const row = input.id ? await updateFaq(db, input.id, values) : await insertFaq(db, values);
    if (!row) throw new AppError('FAQ_NOT_FOUND');
    return storedFaq(row);
  }

  /**
   * The starting guide, company overview and FAQ of a fresh installation, written through the same
   * calls an operator uses, in one transaction. The guide is written first, only if absent: it
   * claims the seeding (a second instance starting at once finds it and writes nothing, on
   * PostgreSQL too), and once it exists nothing is written again, so an operator's edits and
   * deleted questions stand.
   */
  async ensureDefaultContent(): Promise<void> {
    if (await findContentPage(this.#db.kysely, 'guide')) return;
    await this.#db.transaction(async (trx) => {
      const [guide, ...others] = DEFAULT_PAGES;
      if (!(await this.#savePage(trx, guide.slug, guide, true))) return;
      for (const page of others) await this.#savePage(trx, page.slug, page, true);
      for (const item of DEFAULT_FAQ) await this.#saveFaq(trx, item);
    });
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
