import type { Locale } from '@uu/contract/locales';

/**
 * Each interface language named in its own script, whatever language is showing: a member who
 * cannot read the current one still finds theirs. Names, not translations, so not in the catalogues.
 */
export const LANGUAGE_NAMES: Record<Locale, { name: string; short: string }> = {
  'zh-Hant': { name: '繁體中文', short: '繁' },
  'zh-Hans': { name: '简体中文', short: '简' },
  en: { name: 'English', short: 'EN' },
};
