import type { Locale } from '@uu/contract/locales';
import walletEn from '@uu/i18n/web/wallet/en';
import walletHans from '@uu/i18n/web/wallet/zh-Hans';
import walletHant from '@uu/i18n/web/wallet/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The wallet's texts (`wallet.*`) arrive with its screens, not with the first route: the first
 * route carries only the default catalogue and has a 150 kB budget (architecture.md), which the
 * wallet's hundred-odd sentences would break. All three languages come together (a few kB), so a
 * language picked on a wallet page has its texts at once. Merged, never overwriting: a language
 * loaded later adds its main catalogue beside these.
 */
const catalogues: Record<Locale, typeof walletHant> = { 'zh-Hant': walletHant, 'zh-Hans': walletHans, en: walletEn };

for (const [locale, wallet] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { wallet }, true, false);
}
