import { DEFAULT_LOCALE, type Locale } from '@uu/contract/locales';

/** Texts an operator wrote per language; zh-Hant is required, the others may be missing. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** The text in the member's language, else zh-Hant (the source), else ''. */
export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] || text[DEFAULT_LOCALE] || '';
}

/** The same for texts stored as JSON (`{"zh-Hant": …, "en"?: …}`). */
export function localizedJson(json: string, locale: Locale): string {
  return localized(JSON.parse(json) as LocalizedText, locale);
}
