import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';

export type FirstRouteJs = {
  bytes: number;
  files: number;
  /** What the app loads after the first route has settled (apps/web main.tsx: the start-up tasks). */
  afterStart: { bytes: number; files: number };
};

const gz = (bodies: Buffer[]) => bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

/**
 * The gzipped JavaScript a phone downloads to show the first route: every script response while
 * the home page loads in Chromium (whatever the bundler split it into), gzipped at level 9, until
 * the network is idle (as e2e/tests/budget.spec.ts counts it). Then, separately, the scripts of
 * the start-up tasks the app loads a few seconds later (service worker, update check).
 */
export async function firstRouteJs(baseUrl: string): Promise<FirstRouteJs> {
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
    const firstCount = bodies.length;
    const scripts = await Promise.all(bodies.slice(0, firstCount));
    // main.tsx starts them 3 s after load, on an idle moment.
    await page.waitForTimeout(6000);
    await page.waitForLoadState('networkidle');
    const later = await Promise.all(bodies.slice(firstCount));
    return { bytes: gz(scripts), files: scripts.length, afterStart: { bytes: gz(later), files: later.length } };
  } finally {
    await browser.close();
  }
}

/**
 * The gzipped JavaScript a desktop browser downloads to show the admin console's sign-in page
 * (`/admin/`), counted like the member app's first route. The console is a desktop tool that carries
 * antd whole; its budget (420 kB, docs/decisions.md) keeps it from growing unnoticed: the other languages
 * and everything behind the session load after sign-in.
 */
export async function adminSignInJs(baseUrl: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ ...devices['Desktop Chrome'] });
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(`${baseUrl}/admin/`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return { bytes: gz(scripts), files: scripts.length };
  } finally {
    await browser.close();
  }
}
