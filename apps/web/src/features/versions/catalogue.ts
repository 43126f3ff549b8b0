import type { Locale } from '@uu/contract/locales';
import versionsEn from '@uu/i18n/web/versions/en';
import versionsHans from '@uu/i18n/web/versions/zh-Hans';
import versionsHant from '@uu/i18n/web/versions/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The versions' texts (`versions.*`) arrive with the update prompts and the download pages, not
 * with the first route (architecture.md: 150 kB budget). All three languages; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof versionsHant> = { 'zh-Hant': versionsHant, 'zh-Hans': versionsHans, en: versionsEn };

for (const [locale, versions] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { versions }, true, false);
}
