import { HOME_SEED_ID, LOCALE_COOKIE, type HomeSeed } from '@uu/contract/home-seed';

/**
 * The home answer the page was drawn from (issue 25; packages/contract home-seed.ts): on the server, the one its
 * render was given (entry-server.tsx); in the browser, the one GET / wrote into the page. Home's first render takes
 * it instead of waiting for a read, so the app draws exactly what the server drew.
 */
let rendering: HomeSeed | null = null;

/** Draws `render` with `seed` as the page's (the server's render of home: entry-server.tsx). */
export function withSeed<T>(seed: HomeSeed, render: () => T): T {
  rendering = seed;
  try {
    return render();
  } finally {
    rendering = null;
  }
}

const TAP_ATTRIBUTE = 'data-tap';

const seedElement = () => (typeof document === 'undefined' ? null : document.getElementById(HOME_SEED_ID));

/** The seed of this page, if it has one and home has not used it yet (a later visit to home reads afresh). */
export function homeSeed(): HomeSeed | null {
  if (rendering) return rendering;
  const text = seedElement()?.textContent;
  try {
    return text ? (JSON.parse(text) as HomeSeed) : null;
  } catch {
    return null;
  }
}

/** Home has drawn from the seed: it is gone from the page, and a tap made on the server's drawing is made now. */
export function homeSeedUsed(): void {
  seedElement()?.remove();
  replayDrawnTap();
}

/**
 * The button tapped on home as the server drew it, before the app had taken the page over (index.html keeps its path
 * in `<html data-tap>`): the app's home is drawn from the same answer, so the same button is there to press.
 */
function replayDrawnTap(): void {
  const root = document.documentElement;
  const path = root.getAttribute(TAP_ATTRIBUTE);
  if (!path) return;
  root.removeAttribute(TAP_ATTRIBUTE);
  try {
    document.querySelector<HTMLElement>(path)?.click();
  } catch {
    // Not a selector: nothing to press.
  }
}

/** Mirrors the interface language the app keeps into the cookie the server draws home by (a year; not secret). */
export function rememberLocaleForServer(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
