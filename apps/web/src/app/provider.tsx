import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '@/lib/i18n';

export function AppProvider({ children }: { children: ReactNode }) {
  // useTranslation re-renders on languageChanged, so antd-mobile's own texts follow the picker.
  const { i18n } = useTranslation();
  return (
    // react-query comes with the parts that read through it (lib/query-provider.tsx), not with the first route.
    <ConfigProvider locale={antdLocale(i18n.language)}>{children}</ConfigProvider>
  );
}
