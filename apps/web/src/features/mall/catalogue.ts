import type { Locale } from '@uu/contract/locales';
import mallEn from '@uu/i18n/web/mall/en';
import mallHans from '@uu/i18n/web/mall/zh-Hans';
import mallHant from '@uu/i18n/web/mall/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The mall's texts (`mall.*`) arrive with the mall and goodsDetails screens, not with the first
 * route (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof mallHant> = { 'zh-Hant': mallHant, 'zh-Hans': mallHans, en: mallEn };

for (const [locale, mall] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { mall }, true, false);
}
