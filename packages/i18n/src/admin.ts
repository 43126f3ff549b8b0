import type { Locale } from '@uu/contract/locales';
import adminEn from './admin-en';
import adminHans from './admin-zh-Hans';
import adminHant from './admin-zh-Hant';

/**
 * The admin console's texts in every language (admin-<locale>.ts), for the tests that read them all; the console
 * itself imports the default language's module and loads the others when chosen.
 */
export const adminResources = {
  'zh-Hant': { translation: adminHant },
  'zh-Hans': { translation: adminHans },
  en: { translation: adminEn },
} satisfies Record<Locale, { translation: object }>;

export type AdminResource = typeof adminHant;
