import type { Locale } from '@uu/contract/locales';
import couponsEn from '@uu/i18n/web/coupons/en';
import couponsHans from '@uu/i18n/web/coupons/zh-Hans';
import couponsHant from '@uu/i18n/web/coupons/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The coupons' texts (`coupons.*`) arrive with myCoupon, not with the first route (architecture.md:
 * 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof couponsHant> = { 'zh-Hant': couponsHant, 'zh-Hans': couponsHans, en: couponsEn };

for (const [locale, coupons] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { coupons }, true, false);
}
