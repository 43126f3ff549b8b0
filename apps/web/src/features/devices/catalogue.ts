import type { Locale } from '@uu/contract/locales';
import devicesEn from '@uu/i18n/web/devices/en';
import devicesHans from '@uu/i18n/web/devices/zh-Hans';
import devicesHant from '@uu/i18n/web/devices/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The devices' texts (`devices.*`) arrive with the devices and sign-in history screens, not with the
 * first route (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof devicesHant> = { 'zh-Hant': devicesHant, 'zh-Hans': devicesHans, en: devicesEn };

for (const [locale, devices] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { devices }, true, false);
}
