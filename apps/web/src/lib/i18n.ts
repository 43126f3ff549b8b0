import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { ACCEPT_LANGUAGE, DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@uu/contract/locales';
import { webResource, type WebResource } from '@uu/i18n/web';
import webHant from '@uu/i18n/web/zh-Hant';
import { rememberLocaleForServer } from './home-seed';
import { readString, StorageKey, writeString } from './storage';

type Bundle = { resource: WebResource; antd: AntdLocale };

// The default language ships with the first route; the others load when chosen, so the first
// route does not carry three catalogues (architecture.md budget: 150 kB of gzipped JS).
const loaders: Partial<Record<Locale, () => Promise<Bundle>>> = {
  'zh-Hans': async () => {
    const [web, validation, antd] = await Promise.all([
      import('@uu/i18n/web/zh-Hans'),
      import('@uu/i18n/validation/zh-Hans'),
      import('antd-mobile/es/locales/zh-CN'),
    ]);
    return { resource: webResource(web.default, validation.default), antd: antd.default };
  },
  en: async () => {
    const [web, validation, antd] = await Promise.all([
      import('@uu/i18n/web/en'),
      import('@uu/i18n/validation/en'),
      import('antd-mobile/es/locales/en-US'),
    ]);
    return { resource: webResource(web.default, validation.default), antd: antd.default };
  },
};

/** antd-mobile's texts of the languages loaded besides the default (whose own come with the screens: lib/screen-providers.tsx). */
const antdLocales = new Map<Locale, AntdLocale>();

void i18n.use(initReactI18next).init({
  // The validation texts (`validation.*`) of the default language come with the member texts (lib/member-catalogue.ts).
  resources: { [DEFAULT_LOCALE]: { translation: webHant } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  // 'zh-Hant' must stay whole: without this i18next would also look for 'zh'.
  load: 'currentOnly',
  partialBundledLanguages: true,
  // The default resources are bundled, so init is synchronous and the first render has its texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyLocale(locale: string): void {
  // Not on the server (entry-server.tsx draws home with these texts).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  rememberLocaleForServer(locale);
}

applyLocale(i18n.language);
i18n.on('languageChanged', applyLocale);

/** Loads a language's texts (the default's are bundled); the server's render of home loads the one it draws in. */
export async function ensureLoaded(locale: Locale): Promise<void> {
  const load = loaders[locale];
  if (!load || antdLocales.has(locale)) return;
  const { resource, antd } = await load();
  i18n.addResourceBundle(locale, 'translation', resource.translation, true, true);
  antdLocales.set(locale, antd);
}

async function switchTo(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Resolves once the language chosen on an earlier visit is loaded and active; the app renders
 * after it, so nobody sees a flash of the default language. If that language cannot load (offline
 * with a stale cache) the app starts in the default one.
 */
export const i18nReady: Promise<void> = (() => {
  const stored = readString(StorageKey.locale);
  if (!isLocale(stored) || stored === DEFAULT_LOCALE) return Promise.resolve();
  return switchTo(stored).catch((error: unknown) => console.error('[i18n] could not load', stored, error));
})();

export { i18n };

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The picker's choice (spec §2): persisted, sent as accept-language, followed by `<html lang>`. */
export async function setLocale(locale: Locale): Promise<void> {
  await switchTo(locale);
  writeString(StorageKey.locale, locale);
}

/** spec §7: the accept-language header of an interface language (the default's for anything else). */
export function acceptLanguageOf(locale: string): string {
  return ACCEPT_LANGUAGE[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** spec §7: the accept-language header of the current interface language. */
export function acceptLanguage(): string {
  return acceptLanguageOf(i18n.language);
}

/** antd-mobile's own texts for a loaded language other than the default (ConfigProvider follows the interface language). */
export function antdLocale(locale: string): AntdLocale | undefined {
  return antdLocales.get(locale as Locale);
}
