import type { Locale } from '@uu/contract/locales';
import memberEn from '@uu/i18n/web/member/en';
import memberHans from '@uu/i18n/web/member/zh-Hans';
import memberHant from '@uu/i18n/web/member/zh-Hant';
import validationEn from '@uu/i18n/validation/en';
import validationHans from '@uu/i18n/validation/zh-Hans';
import validationHant from '@uu/i18n/validation/zh-Hant';
import { i18n } from './i18n';

/**
 * The member-account texts (`login.*`, `register.*`, `settings.*`, `mine.*`, …) and the validation
 * messages (`validation.*`): top-level sections that load with the first screen other than home (app/router.tsx) and with the API client, not with
 * the first route (architecture.md: 150 kB). All three languages; merged, never overwriting.
 */
const catalogues: Record<Locale, [typeof memberHant, typeof validationHant]> = {
  'zh-Hant': [memberHant, validationHant],
  'zh-Hans': [memberHans, validationHans],
  en: [memberEn, validationEn],
};

for (const [locale, [sections, validation]] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { ...sections, validation }, true, false);
}
