import type { Locale } from '@uu/contract/locales';
import teamEn from '@uu/i18n/web/team/en';
import teamHans from '@uu/i18n/web/team/zh-Hans';
import teamHant from '@uu/i18n/web/team/zh-Hant';
import { i18n } from '@/lib/i18n';

/**
 * The team's texts (`team.*`) arrive with navTeam, myInvitation and sixDegrees, not with the first
 * route (architecture.md: 150 kB budget). All three languages together; merged, never overwriting.
 */
const catalogues: Record<Locale, typeof teamHant> = { 'zh-Hant': teamHant, 'zh-Hans': teamHans, en: teamEn };

for (const [locale, team] of Object.entries(catalogues)) {
  i18n.addResourceBundle(locale, 'translation', { team }, true, false);
}
