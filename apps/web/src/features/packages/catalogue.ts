import type { Locale } from '@uu/contract/locales';
import packagesEn from '@uu/i18n/web/packages/en';
import packagesHans from '@uu/i18n/web/packages/zh-Hans';
import packagesHant from '@uu/i18n/web/packages/zh-Hant';
import { i18n } from '@/lib/i18n';

/** The packages page's texts (`packages.*`), with its screen, not the first route. Merged, never overwriting. */
const catalogues: Record<Locale, typeof packagesHant> = { 'zh-Hant': packagesHant, 'zh-Hans': packagesHans, en: packagesEn };

for (const [locale, packages] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { packages }, true, false);
}
