import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocales, currentLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './router';
import { theme } from './theme';

/** The console's providers: antd in the chosen language, the query client, and the router. */
export function App() {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(currentLocale());
  useEffect(() => {
    const onChange = () => setLocale(currentLocale());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return (
    <ConfigProvider locale={antdLocales[locale]} button={{ autoInsertSpace: false }} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
