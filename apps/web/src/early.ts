/**
 * index.html's first script, built on its own (vite.config.ts `earlyScript`): it starts home's read before the app's
 * scripts have arrived (lib/home-read-start.ts). Small and without imports shared with the app's chunks, so it never
 * waits for them.
 */
import { HOME_ALIASES, HOME_PATH } from './config/home-paths';
import { HOME_READ, startRead } from './lib/home-read-start';

startRead(HOME_READ, [HOME_PATH, ...HOME_ALIASES]);
