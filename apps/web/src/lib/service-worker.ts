/**
 * Registers the service worker (dist/sw.js, built from apps/web/sw/sw.js) after the first paint
 * (app/after-start.ts), then hands it the scripts this page loaded before it took control, so
 * the first visit alone lets the app open offline. Browsers without service workers, and plain
 * HTTP on a LAN (not a secure context), simply go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const assets = `${window.location.origin}/assets/`;
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(assets));
      registration.active?.postMessage({ type: 'cache', urls });
    })
    .catch(() => undefined);
}
