import type { Home } from './home';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * Home drawn by the server (issue 25): GET / answers the member app's page with home already in it, for a visitor in
 * the language this device chose (the cookie below), so a phone shows home before the app's scripts have arrived. The
 * page carries the answer it was drawn from in `<script type="application/json" id={HOME_SEED_ID}>`, which the app's
 * first render takes instead of asking again (apps/web lib/home-seed.ts; apps/api plugins/web-home.ts).
 */
export const HOME_SEED_ID = 'uu-home';

/** What the page carries: GET /home/index's `data` for a visitor, and the accept-language it was read with. */
export type HomeSeed = { acceptLanguage: string; home: Home };

/** The cookie in which the app mirrors the interface language it keeps (spec §2's picker), for the server's draw. */
export const LOCALE_COOKIE = 'uu_locale';

/**
 * The language the server draws home in: the one this device chose, else the app's default (never the browser's). The
 * cookie's value is compared as sent: every language's name is its own URI encoding, and decoding a garbled value
 * would throw.
 */
export function seedLocale(cookie: string | undefined): Locale {
  const chosen = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
