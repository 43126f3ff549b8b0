import type { Locale } from '@uu/contract/locales';
import ordersEn from '@uu/i18n/web/orders/en';
import ordersHans from '@uu/i18n/web/orders/zh-Hans';
import ordersHant from '@uu/i18n/web/orders/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The orders' texts (`orders.*`) arrive with submitOrder, myOrder and orderDetails, not with the
 * first route (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof ordersHant> = { 'zh-Hant': ordersHant, 'zh-Hans': ordersHans, en: ordersEn };

for (const [locale, orders] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { orders }, true, false);
}
