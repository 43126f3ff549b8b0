import type { Locale } from '@uu/contract/locales';
import messagesEn from '@uu/i18n/web/messages/en';
import messagesHans from '@uu/i18n/web/messages/zh-Hans';
import messagesHant from '@uu/i18n/web/messages/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The message centre's texts (`messages.*`) arrive with its screen, not with the first route
 * (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof messagesHant> = { 'zh-Hant': messagesHant, 'zh-Hans': messagesHans, en: messagesEn };

for (const [locale, messages] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { messages }, true, false);
}
