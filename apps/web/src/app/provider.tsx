import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  // useTranslation re-renders on languageChanged, so antd-mobile's own texts follow the picker.
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocale(i18n.language)}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
