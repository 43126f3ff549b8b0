import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdEn from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import antdZhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import { ACCEPT_LANGUAGE, DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';
import { adminResources } from '@uu/i18n/admin';

const KEY = 'uu-admin-locale';

export const antdLocales: Record<Locale, AntdLocale> = { 'zh-Hant': antdZhTW, 'zh-Hans': antdZhCN, en: antdEn };
const dayjsLocales: Record<Locale, string> = { 'zh-Hant': 'zh-tw', 'zh-Hans': 'zh-cn', en: 'en' };

function stored(): Locale {
  const value = localStorage.getItem(KEY);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: adminResources,
  lng: stored(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function apply(locale: string) {
  document.documentElement.lang = locale;
  dayjs.locale(dayjsLocales[locale as Locale] ?? 'zh-tw');
}
apply(i18n.language);
i18n.on('languageChanged', apply);

export function currentLocale(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(KEY, locale);
  await i18n.changeLanguage(locale);
}

/** The Accept-Language the server answers messages in. */
export function acceptLanguage(): string {
  return ACCEPT_LANGUAGE[currentLocale()];
}

export { i18n };
