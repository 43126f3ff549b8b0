import { captureInstallPrompt } from '@/features/versions/install-prompt';
import { checkForUpdate, type RouteWatch } from '@/features/versions/update-check';
import { registerServiceWorker } from '@/lib/service-worker';

/**
 * What the app does once the first route is on screen and the page has settled: the service
 * worker, the browser's install offer, and the update check of spec §7 getNewVersion.
 *
 * It travels in the download page's chunk (app/routes/download.tsx re-exports it, main.tsx loads
 * it from there): that chunk already holds the versions feature it needs, and a lazy chunk of its
 * own would be a new entry to the bundler, which groups modules by the entries using them and so
 * re-sliced the first route into more files (+1.2 kB gzipped, measured; docs/decisions.md).
 */
export function afterStart(route: RouteWatch): void {
  captureInstallPrompt();
  registerServiceWorker();
  void checkForUpdate(route);
}
