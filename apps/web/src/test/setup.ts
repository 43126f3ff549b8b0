import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import '@/lib/i18n';
import { stubWebSocket } from './mock-web-socket';

// A file in Node's own environment (`@vitest-environment node`: the server's render of home) has no page to set up.
const inBrowser = typeof window !== 'undefined';

// A screen's code loads lazily; on a busy 2-core machine its first import can take longer than
// Testing Library's default second, so findBy/waitFor wait up to 5 s (a passing wait returns at once).
configure({ asyncUtilTimeout: 5000 });

// The app keeps the member's socket open while signed in (issue 21): no test reaches a server, each
// drives (or ignores) a MockWebSocket; a test's own stubWebSocket() starts a fresh list.
beforeEach(() => {
  if (inBrowser) stubWebSocket();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  localStorage.clear();
});

if (inBrowser) {
  // jsdom has no layout: scrolling is a no-op rather than a "not implemented" error.
  window.scrollTo = () => undefined;

  // antd-mobile renders a clickable List.Item as an <a> without href; browsers do nothing more on
  // its click, but jsdom follows it to the document's URL, dropping the hash route the click opened.
  window.addEventListener('click', (event) => {
    const anchor = (event.target as Partial<Element> | null)?.closest?.('a');
    if (anchor && !anchor.hasAttribute('href')) event.preventDefault();
  });
}
