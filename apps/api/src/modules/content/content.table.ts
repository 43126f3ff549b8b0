import type { Generated } from 'kysely';

export interface AgreementsTable {
  id: number;
  slug: string;
  updated_at: number;
}

export interface AgreementTranslationsTable {
  agreement_id: number;
  locale: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  updated_at: number;
}

/** Texts in three languages: JSON of `{ "zh-Hant": …, "zh-Hans"?: …, "en"?: … }`. */
type LocalizedJson = string;

/** The guide and the company overview: one text per page. */
export interface ContentPagesTable {
  slug: string;
  title: LocalizedJson;
  /** Sanitized HTML per language. */
  content: LocalizedJson;
  updated_at: number;
}

export interface FaqItemsTable {
  id: Generated<number>;
  question: LocalizedJson;
  /** Sanitized HTML per language. */
  answer: LocalizedJson;
  sort: number;
  updated_at: number;
}
