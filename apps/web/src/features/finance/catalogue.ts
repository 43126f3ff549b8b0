import type { Locale } from '@uu/contract/locales';
import financeEn from '@uu/i18n/web/finance/en';
import financeHans from '@uu/i18n/web/finance/zh-Hans';
import financeHant from '@uu/i18n/web/finance/zh-Hant';
import { i18n } from '@/lib/i18n';

/** financialWorld's and eosPage's texts (`finance.*`), with their screens. Merged, never overwriting. */
const catalogues: Record<Locale, typeof financeHant> = { 'zh-Hant': financeHant, 'zh-Hans': financeHans, en: financeEn };

for (const [locale, finance] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { finance }, true, false);
}
