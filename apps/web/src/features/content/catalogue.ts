import type { Locale } from '@uu/contract/locales';
import contentEn from '@uu/i18n/web/content/en';
import contentHans from '@uu/i18n/web/content/zh-Hans';
import contentHant from '@uu/i18n/web/content/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The content pages' texts (`content.*`) arrive with guide, companyOverview and navWe, not with the
 * first route (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof contentHant> = { 'zh-Hant': contentHant, 'zh-Hans': contentHans, en: contentEn };

for (const [locale, content] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { content }, true, false);
}
