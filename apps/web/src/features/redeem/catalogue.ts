import type { Locale } from '@uu/contract/locales';
import redeemEn from '@uu/i18n/web/redeem/en';
import redeemHans from '@uu/i18n/web/redeem/zh-Hans';
import redeemHant from '@uu/i18n/web/redeem/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The redemption screen's texts (`redeem.*`) arrive with redeemCode, not with the first route
 * (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof redeemHant> = { 'zh-Hant': redeemHant, 'zh-Hans': redeemHans, en: redeemEn };

for (const [locale, redeem] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { redeem }, true, false);
}
