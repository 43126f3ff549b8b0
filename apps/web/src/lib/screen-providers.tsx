import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import antdZhTW from 'antd-mobile/es/locales/zh-TW';
import { useTranslation } from 'react-i18next';
import { antdLocale } from './i18n';
import { queryClient } from './query-client';

/**
 * A part of the app drawn with what its components need around them: the app's one query client (react-query) and
 * antd-mobile's texts in the interface language (its ConfigProvider; useTranslation re-renders on languageChanged,
 * so they follow the picker). The parts that need them (every screen but home, the shell's message counts) are loaded
 * lazily and wrapped as they load (app/router.tsx, unread-badge.tsx): the first route carries neither react-query nor
 * antd-mobile's texts (issue 25: 10 kB and 3 kB gzipped); home and the bars use no antd-mobile part with texts.
 */
export function withProviders<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithProviders(props: P) {
    const { i18n } = useTranslation();
    return (
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={antdLocale(i18n.language) ?? antdZhTW}>
          <Component {...props} />
        </ConfigProvider>
      </QueryClientProvider>
    );
  }
  return WithProviders;
}
