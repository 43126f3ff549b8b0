import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale, currentLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useReducedMotion } from '@/lib/reduced-motion';
import { AppRouter } from './router';
import { theme } from './theme';

/** The console's providers: antd in the chosen language (and without motion when asked), the query client, and the router. */
export function App() {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(currentLocale());
  useEffect(() => {
    const onChange = () => setLocale(currentLocale());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  // With the system's "reduce motion" on, antd's transitions and animations are off (docs/accessibility.md).
  const reducedMotion = useReducedMotion();
  const themed = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <ConfigProvider locale={antdLocale(locale)} button={{ autoInsertSpace: false }} theme={themed}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
