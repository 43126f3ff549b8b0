import type { Locale } from '@uu/contract/locales';
import reviewsEn from '@uu/i18n/web/reviews/en';
import reviewsHans from '@uu/i18n/web/reviews/zh-Hans';
import reviewsHant from '@uu/i18n/web/reviews/zh-Hant';
import { i18n } from '@/lib/i18n';

/** The reviews' texts (`reviews.*`) arrive with the goods and order screens, not with the first route. */
const catalogues: Record<Locale, typeof reviewsHant> = { 'zh-Hant': reviewsHant, 'zh-Hans': reviewsHans, en: reviewsEn };

for (const [locale, reviews] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { reviews }, true, false);
}
