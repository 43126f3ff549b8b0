import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_VERSION, Header, Platform } from '@uu/contract/headers';
import type { Home } from '@uu/contract/home';
import { HOME_SEED_ID, seedLocale, type HomeSeed } from '@uu/contract/home-seed';
import { ACCEPT_LANGUAGE, type Locale } from '@uu/contract/locales';
import { routes } from '@uu/contract/routes';

/** The member app's server build (apps/web src/entry-server.tsx). */
type HomeRenderer = { renderHome(locale: Locale, home: Home): Promise<string> };

/** The page in the three forms it is sent in. */
type Page = { html: Buffer; br: Buffer; gzip: Buffer };

/**
 * How long a drawn page is sent again before home is read and drawn anew: what the operator changes on home (banners,
 * packages, the CRC price, coupons) shows within this, and a burst of app starts costs one draw.
 */
const FRESH_MS = 5_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What goes into a `<script>` as JSON and cannot end it or be read as markup. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The CSP source of each inline script of the page (index.html's deep-link check), by its SHA-256. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The member app's page, `/` and `/index.html` (issue 25). At `/` the page comes with home drawn in it for a visitor,
 * in the language this device chose (the `uu_locale` cookie the app keeps; else the default), and with the answer it
 * was drawn from (packages/contract home-seed.ts): a phone shows home as soon as the page has arrived instead of
 * after the app's scripts, and the app's first render draws the same over it. `/index.html` is the page as built
 * (the service worker's shell). Without the server build (apps/web dist-server), during maintenance, or if drawing
 * fails, `/` is the page as built too: the app then draws home itself, as before.
 *
 * `csp` gives the page's Content-Security-Policy with the inline scripts' hashes added.
 */
export function registerWebHome(app: FastifyInstance, distDir: string, csp: (scriptSources: string[]) => string) {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const policy = csp(inlineScriptHashes(template));
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  let renderer: Promise<HomeRenderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<HomeRenderer>).catch((error: unknown) => {
          app.log.error({ err: error }, 'the member app’s server build could not be loaded: home is drawn by the app');
          return null;
        })
      : Promise.resolve(null));

  const compress = async (html: string): Promise<Page> => {
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(body, { level: 6 })]);
    return { html: body, br, gzip: gz };
  };
  const asBuilt = compress(template);

  /** GET /home/index as the app asks it for a visitor in `locale` (the route's own checks, limits and serializer). */
  const readHome = async (locale: Locale): Promise<Home | null> => {
    const answer = await app.inject({
      method: 'GET',
      url: routes.home.path,
      headers: {
        [Header.acceptLanguage]: ACCEPT_LANGUAGE[locale],
        [Header.clientType]: String(Platform.h5),
        [Header.clientVersion]: CLIENT_VERSION,
      },
    });
    const body = answer.json<{ code: number; data: Home }>();
    // Maintenance (or any refusal): the app's own read shows it.
    return body.code === 200 ? body.data : null;
  };

  const draw = async (locale: Locale): Promise<Page> => {
    const render = await loadRenderer();
    if (!render) return asBuilt;
    const home = await readHome(locale);
    if (!home) return asBuilt;
    const drawn = await render.renderHome(locale, home);
    const seed: HomeSeed = { acceptLanguage: ACCEPT_LANGUAGE[locale], home };
    const html = template
      .replace('<html lang="zh-Hant">', `<html lang="${locale}">`)
      // Before index.html's first script, which reads it (apps/web src/early.ts).
      .replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <script type="application/json" id="${HOME_SEED_ID}">${scriptJson(seed)}</script>`,
      )
      .replace(/<div class="uu-shell"[^>]*>[^<]*<\/div>/, `<div class="uu-drawn">${drawn}</div>`);
    return compress(html);
  };

  const pages = new Map<Locale, { at: number; page: Promise<Page> }>();
  const pageFor = (locale: Locale): Promise<Page> => {
    const kept = pages.get(locale);
    if (kept && app.clock.now() - kept.at < FRESH_MS) return kept.page;
    const page = draw(locale).catch((error: unknown) => {
      app.log.error({ err: error, locale }, 'home could not be drawn on the server: the page goes as built');
      pages.delete(locale);
      return asBuilt;
    });
    pages.set(locale, { at: app.clock.now(), page });
    return page;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('content-security-policy', policy);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.html);
  };

  app.get('/', async (request, reply) => send(request, reply, await pageFor(seedLocale(request.headers.cookie))));
  app.get('/index.html', async (request, reply) => send(request, reply, await asBuilt));
  app.addHook('onClose', () => pages.clear());
}
