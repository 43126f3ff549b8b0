/**
 * Home's paths (spec §2: `/` and `/pages/home/index`), apart from the registry (config/paths.ts) so that index.html's
 * first script (src/early.ts) knows them without carrying every page.
 */
export const HOME_PATH = '/';
export const HOME_ALIASES: readonly string[] = ['/pages/home/index'];
