import type { Locale } from '@uu/contract/locales';
import placesEn from '@uu/i18n/web/places/en';
import placesHans from '@uu/i18n/web/places/zh-Hans';
import placesHant from '@uu/i18n/web/places/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The map pages' texts (`places.*`) arrive with /choose-location and /open-location, not with
 * the first route (architecture.md: 150 kB budget). All three languages together; merged, never
 * overwriting.
 */
const catalogues: Record<Locale, typeof placesHant> = { 'zh-Hant': placesHant, 'zh-Hans': placesHans, en: placesEn };

for (const [locale, places] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { places }, true, false);
}
