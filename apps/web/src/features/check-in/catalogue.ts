import type { Locale } from '@uu/contract/locales';
import checkInEn from '@uu/i18n/web/check-in/en';
import checkInHans from '@uu/i18n/web/check-in/zh-Hans';
import checkInHant from '@uu/i18n/web/check-in/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The check-in's texts (`checkIn.*`) arrive with the signIn screen, not with the first route
 * (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof checkInHant> = { 'zh-Hant': checkInHant, 'zh-Hans': checkInHans, en: checkInEn };

for (const [locale, checkIn] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { checkIn }, true, false);
}
