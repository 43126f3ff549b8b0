import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';

/**
 * One tab per language, zh-Hant (the source, required) first. Every tab is rendered even while
 * hidden, so the form holds and validates all three languages.
 */
export function LocalizedTabs({ children }: { children: (locale: Locale) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={LOCALES.map((locale) => ({
        key: locale,
        forceRender: true,
        label: locale === DEFAULT_LOCALE ? `${t(`common.languages.${locale}`)} *` : t(`common.languages.${locale}`),
        children: children(locale),
      }))}
    />
  );
}
