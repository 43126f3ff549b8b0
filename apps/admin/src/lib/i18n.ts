import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's ES modules: `antd/locale/*` re-export CommonJS (`module.exports = require(…)`), whose
// default import the production bundle resolves to the module object, so antd stayed in English.
import antdZhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import { ACCEPT_LANGUAGE, DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@uu/contract/locales';
import type { AdminResource } from '@uu/i18n/admin';
import adminHant from '@uu/i18n/admin-zh-Hant';

const KEY = 'uu-admin-locale';

/** antd's zh_TW with Taiwan usage where it has a mainland word (數據) or differs from the rest of the console. */
const antdZhHant: AntdLocale = {
  ...antdZhTW,
  Table: { ...antdZhTW.Table, emptyText: '暫無資料' },
  Empty: { ...antdZhTW.Empty, description: '暫無資料' },
};

type Bundle = { texts: AdminResource; antd: AntdLocale };

// The default language ships with the sign-in page; the others (the console's texts, antd's and dayjs's) load when
// chosen, so the sign-in page does not carry three languages of every area (its budget: docs/decisions.md).
const loaders: Partial<Record<Locale, () => Promise<Bundle>>> = {
  'zh-Hans': async () => {
    const [texts, antd] = await Promise.all([
      import('@uu/i18n/admin-zh-Hans'),
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { texts: texts.default, antd: antd.default };
  },
  en: async () => {
    const [texts, antd] = await Promise.all([import('@uu/i18n/admin-en'), import('antd/es/locale/en_US')]);
    return { texts: texts.default, antd: antd.default };
  },
};

const antdLocales = new Map<Locale, AntdLocale>([[DEFAULT_LOCALE, antdZhHant]]);
const dayjsLocales: Record<Locale, string> = { 'zh-Hant': 'zh-tw', 'zh-Hans': 'zh-cn', en: 'en' };

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: { translation: adminHant } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  // 'zh-Hant' must stay whole: without this i18next would also look for 'zh'.
  load: 'currentOnly',
  partialBundledLanguages: true,
  // The default language is bundled, so init is synchronous and the first render has its texts.
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

/** Loads a language's texts once (the default one is bundled). */
export async function loadLocale(locale: Locale): Promise<void> {
  const load = loaders[locale];
  if (!load || antdLocales.has(locale)) return;
  const { texts, antd } = await load();
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
  antdLocales.set(locale, antd);
}

async function switchTo(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Resolves once the language chosen on an earlier visit is loaded and active; the console renders after it, so
 * nobody sees a flash of the default language. If that language cannot load, the console starts in the default one.
 */
export const i18nReady: Promise<void> = (() => {
  const stored = localStorage.getItem(KEY);
  if (!isLocale(stored) || stored === DEFAULT_LOCALE) return Promise.resolve();
  return switchTo(stored).catch((error: unknown) => console.error('[i18n] could not load', stored, error));
})();

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** antd's own texts for a loaded language (ConfigProvider follows the console's language). */
export function antdLocale(locale: Locale): AntdLocale {
  return antdLocales.get(locale) ?? antdZhHant;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await switchTo(locale);
  localStorage.setItem(KEY, locale);
}

/** The Accept-Language the server answers messages in. */
export function acceptLanguage(): string {
  return ACCEPT_LANGUAGE[currentLocale()];
}

export { i18n };
