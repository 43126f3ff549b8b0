import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';

/**
 * The gzipped JavaScript a phone downloads to show the first route: every script response while
 * the home page loads in Chromium (whatever the bundler split it into), gzipped at level 9.
 */
export async function firstRouteJs(baseUrl: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return { bytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0), files: scripts.length };
  } finally {
    await browser.close();
  }
}
