import type { Locale } from '@uu/contract/locales';
import chatEn from '@uu/i18n/web/chat/en';
import chatHans from '@uu/i18n/web/chat/zh-Hans';
import chatHant from '@uu/i18n/web/chat/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The chat's texts (`chat.*`) arrive with its screen, not with the first route (architecture.md:
 * 150 kB budget; the wallet's catalogue does the same). All three languages together, so a language
 * picked on the chat page has its texts at once; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof chatHant> = { 'zh-Hant': chatHant, 'zh-Hans': chatHans, en: chatEn };

for (const [locale, chat] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { chat }, true, false);
}
