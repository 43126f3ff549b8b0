import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's ES modules: `antd/locale/*` re-export CommonJS (`module.exports = require(…)`), whose
// default import the production bundle resolves to the module object, so antd stayed in English.
import antdEn from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import antdZhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import { ACCEPT_LANGUAGE, DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@uu/contract/locales';
import { adminResources } from '@uu/i18n/admin';

const KEY = 'uu-admin-locale';

/** antd's zh_TW with Taiwan usage where it has a mainland word (數據) or differs from the rest of the console. */
const antdZhHant: AntdLocale = {
  ...antdZhTW,
  Table: { ...antdZhTW.Table, emptyText: '暫無資料' },
  Empty: { ...antdZhTW.Empty, description: '暫無資料' },
};

export const antdLocales: Record<Locale, AntdLocale> = { 'zh-Hant': antdZhHant, 'zh-Hans': antdZhCN, en: antdEn };
const dayjsLocales: Record<Locale, string> = { 'zh-Hant': 'zh-tw', 'zh-Hans': 'zh-cn', en: 'en' };

function stored(): Locale {
  const value = localStorage.getItem(KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
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
  dayjs.locale((dayjsLocales as Partial<Record<string, string>>)[locale] ?? 'zh-tw');
}
apply(i18n.language);
i18n.on('languageChanged', apply);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
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
