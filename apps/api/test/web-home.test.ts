import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SEED_ID, type HomeSeed } from '@uu/contract/home-seed';
import { dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

// The member app's page with home drawn in it (issue 25; plugins/web-home.ts). A stand-in for the built app: its page
// as the build writes it (the shell, index.html's inline deep-link check) and a server build whose renderHome draws
// what it was given, so what the server does with it can be read back. The real renderer has its own tests
// (apps/web src/entry-server.test.tsx) and the e2e test of home (e2e/tests/home.spec.ts).
const PAGE = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <meta charset="UTF-8" />
    <script src="/assets/early-1.js" async></script>
  </head>
  <body>
    <script>/^(#\\/?)?$/.test(location.hash)||document.documentElement.setAttribute('data-deep','')</script>
    <div id="root">
      <div class="uu-shell" aria-hidden="true">UU</div>
    </div>
  </body>
</html>
`;
const RENDERER = `export async function renderHome(locale, home) {
  if (home.crc.rate === '13.13') throw new Error('drawing failed');
  return '<main data-locale="' + locale + '">rate ' + home.crc.rate + ' notice ' + (home.notice ? 'yes' : 'no') + '</main>';
}
`;

const inlineHash = () => {
  const body = /<script>([\s\S]*?)<\/script>/.exec(PAGE)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
};

describe.each(dialects)('the member app’s page with home drawn in it, on %s', (dialect) => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-web-home-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.mkdirSync(path.join(root, 'dist-server'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), PAGE);
    fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ env: { ...WALLET_ENV, WEB_DIST: path.join(root, 'dist') } }));

  const page = (headers: Record<string, string> = {}, url = '/') => t.app.inject({ method: 'GET', url, headers });
  const seedOf = (html: string): HomeSeed => {
    const json = new RegExp(`<script type="application/json" id="${HOME_SEED_ID}">(.*?)</script>`).exec(html)?.[1];
    return JSON.parse(json ?? 'null') as HomeSeed;
  };
  /** Past the page's few seconds of freshness (web-home.ts FRESH_MS), so the next page is drawn anew. */
  const afterFresh = () => t.clock.advance(5_001);

  it('draws home for a visitor in the language the device chose, with the answer it drew beside it', async () => {
    await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '125.50' } });
    await operator(t, {
      method: 'POST',
      url: '/admin/home/notice',
      payload: { notice: { title: { 'zh-Hant': '公告', en: 'Notice' }, content: { 'zh-Hant': '升級', en: 'Upgraded' } } },
    });

    const hant = await page();
    expect(hant.statusCode).toBe(200);
    expect(hant.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hant.headers['cache-control']).toBe('no-cache');
    expect(hant.headers.vary).toBe('accept-encoding, cookie');
    expect(hant.body).toContain('<html lang="zh-Hant">');
    // In place of the shell; the renderer is handed the answer (the notice is the app's to show: entry-server.tsx).
    expect(hant.body).toContain('<div class="uu-drawn"><main data-locale="zh-Hant">rate 125.50 notice yes</main></div>');
    expect(hant.body).not.toContain('uu-shell');
    const seed = seedOf(hant.body);
    expect(seed.acceptLanguage).toBe('zh-TW');
    expect(seed.home).toMatchObject({ crc: { rate: '125.50' }, notice: { title: '公告', content: '升級' }, banners: [] });
    // Before index.html's first script, which reads it.
    expect(hant.body.indexOf(HOME_SEED_ID)).toBeLessThan(hant.body.indexOf('early-1.js'));

    const en = await page({ cookie: 'theme=dark; uu_locale=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<main data-locale="en">');
    expect(seedOf(en.body)).toMatchObject({ acceptLanguage: 'en-US', home: { notice: { title: 'Notice' } } });
    // Never the browser's language: the app starts in its default unless this device chose another.
    expect((await page({ cookie: 'uu_locale=fr', 'accept-language': 'en-US' })).body).toContain('<html lang="zh-Hant">');
    // A cookie that is not even a URI component (another site's, a hand-edited one) is no language either: the page
    // still comes, in the default.
    const garbled = await page({ cookie: 'uu_locale=%E0%A4%A' });
    expect(garbled.statusCode).toBe(200);
    expect(garbled.body).toContain('<html lang="zh-Hant">');
  });

  it('lets only its own inline script run, by hash, and sends the page compressed when the browser accepts it', async () => {
    const drawn = await page({ 'accept-encoding': 'gzip, deflate, br' });
    expect(drawn.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(drawn.rawPayload).toString();
    expect(html).toContain('<div class="uu-drawn">');
    const scripts = String(drawn.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${inlineHash()}`);
    // The document headers of every page besides.
    expect(drawn.headers['x-frame-options']).toBe('SAMEORIGIN');
    const gzipped = await page({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('<div class="uu-drawn">');
  });

  it('serves /index.html as built (the service worker’s shell), with the same policy', async () => {
    const built = await page({}, '/index.html');
    expect(built.statusCode).toBe(200);
    expect(built.body).toBe(PAGE);
    expect(String(built.headers['content-security-policy'])).toContain(inlineHash());
  });

  it('sends the page as built during maintenance, or when drawing fails, and shows a change once the page is no longer fresh', async () => {
    await operator(t, { method: 'PUT', url: '/admin/maintenance', payload: { on: true } });
    afterFresh();
    expect((await page()).body).toBe(PAGE);
    await operator(t, { method: 'PUT', url: '/admin/maintenance', payload: { on: false } });

    await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '13.13' } });
    afterFresh();
    const failed = await page();
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(PAGE);

    await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '14.00' } });
    const next = await page();
    expect(next.body).toContain('rate 14.00');
    // Within its freshness the same page goes out again.
    await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '15.00' } });
    expect((await page()).body).toContain('rate 14.00');
  });
});
