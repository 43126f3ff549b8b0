import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Home } from '@uu/contract/home';
import { ACCEPT_LANGUAGE, type Locale } from '@uu/contract/locales';
import { AppRoutes } from '@/app/router';
import { withSeed } from '@/lib/home-seed';
import { ensureLoaded, i18n } from '@/lib/i18n';
import { StaticRouter } from '@/lib/router';

/**
 * Home drawn on the server (issue 25): the layout and home as the app's first render draws them for a visitor, with
 * the answer of GET /home/index, in `locale`. Built on its own (`vite build --ssr`, apps/web dist-server/) and loaded by
 * the API server for GET / (apps/api plugins/web-home.ts), which writes this into the page with the answer beside it;
 * the app's first render then draws the same (lib/home-seed.ts), so what a phone showed before the scripts arrived
 * stays in place. The operator's popup notice is left to the app: whether this device has closed it is the device's.
 */
const instances = new Map<Locale, typeof i18n>();

export async function renderHome(locale: Locale, home: Home): Promise<string> {
  await ensureLoaded(locale);
  let texts = instances.get(locale);
  if (!texts) {
    texts = i18n.cloneInstance({ lng: locale });
    instances.set(locale, texts);
  }
  const seed = { acceptLanguage: ACCEPT_LANGUAGE[locale], home: { ...home, notice: null } };
  const drawn = texts;
  return withSeed(seed, () =>
    renderToString(
      <StrictMode>
        <I18nextProvider i18n={drawn}>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
