import type { Locale } from '@uu/contract/locales';
import addressesEn from '@uu/i18n/web/addresses/en';
import addressesHans from '@uu/i18n/web/addresses/zh-Hans';
import addressesHant from '@uu/i18n/web/addresses/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The address book's texts (`addresses.*`) arrive with its screens (selectAddress, editAddress),
 * not with the first route (architecture.md: 150 kB budget). All three languages together;
 * merged, never overwriting.
 */
const catalogues: Record<Locale, typeof addressesHant> = { 'zh-Hant': addressesHant, 'zh-Hans': addressesHans, en: addressesEn };

for (const [locale, addresses] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { addresses }, true, false);
}
