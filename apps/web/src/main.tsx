import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import { i18nReady } from '@/lib/i18n';
import { firstRouteSettled } from '@/lib/after-first-route';
import { followReducedMotion } from '@/lib/motion';
import { App } from '@/app';
import { currentPath, onRouteChange } from '@/lib/navigation';

followReducedMotion();

void i18nReady.then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition (issue 25): React draws the app in slices of a few milliseconds and gives the
  // browser its turn between them, instead of one task of ~45 ms (~180 ms on Lighthouse's 4× slower phone), which was
  // most of the first route's blocking time. What is drawn is the same, committed at once when it is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// What every start does besides showing the route: the service worker, the install offer and the
// update check (app/after-start.ts, in the download page's chunk). It waits until the first route
// has loaded and the page has been quiet for a while, then for an idle moment: a member opening
// the app never waits for it, and it stays out of the first route's budget (architecture.md;
// bench/ reports what it loads on a line of its own).
const AFTER_START_DELAY_MS = 3000;
// At `/` the page's own scripts start after its first paint (vite.config.ts, scriptsAfterPaint), usually after the
// page's load event: then the wait starts now.
function afterLoad() {
  const start = () => {
    firstRouteSettled();
    void import('@/app/routes/download').then((m) => m.afterStart({ path: currentPath, subscribe: onRouteChange }));
  };
  setTimeout(
    () => ((window as Partial<Window>).requestIdleCallback ? window.requestIdleCallback(start, { timeout: 2000 }) : start()),
    AFTER_START_DELAY_MS,
  );
}
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
