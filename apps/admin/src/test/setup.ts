import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOCALES } from '@uu/contract/locales';
import { loadLocale } from '@/lib/i18n';

// The console loads a language when it is chosen; the tests switch with i18n.changeLanguage, so every one is loaded.
await Promise.all(LOCALES.map(loadLocale));

// A screen's code loads lazily; on a busy 2-core machine its first import can take longer than
// Testing Library's default second, so findBy/waitFor wait up to 5 s (a passing wait returns at once).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// antd reads these, which jsdom lacks.
if (!(window as Partial<Window>).matchMedia)
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
