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
