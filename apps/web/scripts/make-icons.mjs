// Renders the app's icons (PWA manifest, apple-touch-icon) from the favicon's artwork with Debian's
// Chromium: `node apps/web/scripts/make-icons.mjs`. The PNGs are committed; run again only when the
// artwork changes. The maskable icons fill the square and keep the mark inside the 80% safe zone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../public/icons');
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a3d"/><stop offset="1" stop-color="#ff4b4b"/></linearGradient></defs>';
const mark =
  '<path d="M12 19v15a8 8 0 0 0 16 0V19h-5.5v15a2.5 2.5 0 0 1-5 0V19zm24 0v15a8 8 0 0 0 16 0V19h-5.5v15a2.5 2.5 0 0 1-5 0V19z" fill="#fff"/>';
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" rx="14" fill="url(#g)"/>${mark}</svg>`;
// The mark scaled to 70% around the centre: within the maskable safe circle (radius 40%).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 31) scale(0.7) translate(-32 -29)">${mark}</g></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [name, svg, size, transparent] of [
    ['icon-192.png', any, 192, true],
    ['icon-512.png', any, 512, true],
    ['maskable-192.png', maskable, 192, false],
    ['maskable-512.png', maskable, 512, false],
    ['apple-touch-icon.png', maskable, 180, false],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(out, name), omitBackground: transparent, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(name);
  }
} finally {
  await browser.close();
}
