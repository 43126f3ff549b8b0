import type { Locale } from '@uu/contract/locales';
import en from './exports/en';
import zhHans from './exports/zh-Hans';
import zhHant from './exports/zh-Hant';

export type ExportTexts = typeof zhHant;

const catalogues: Record<Locale, ExportTexts> = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, en };

/** The texts of the console's spreadsheets (headers, state names) in the operator's language. */
export function exportTexts(locale: Locale): ExportTexts {
  return catalogues[locale];
}
