import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/i18n';

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
