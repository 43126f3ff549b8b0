import { expect, operatorApi, test } from '../fixtures/api';

// Versions, the download pages and the installable app (issue 7). The start-up tasks (service
// worker, update check) run about 3 s after the page has loaded (apps/web/src/main.tsx).

test.describe('the forced-update prompt', () => {
  // The prompt is driven by this test's own answer to getNewVersion (page.route), never by a
  // forced version published on the shared server, which would stop every other test running
  // beside it; the selection itself (forced when any newer version is) is tested on the API
  // (apps/api/test/versions.test.ts). The service worker is kept out so that page.route sees
  // every request.
  test.use({ serviceWorkers: 'block' });

  test('appears for an old client, cannot be dismissed, and leads to the download page', async ({ page, request }) => {
    // The real server: a fresh installation tells this client (h5 2.1.7) it is up to date.
    const real = (await (await request.get('/version/getNewVersion?platform=3&version=2.1.7')).json()) as { data: unknown };
    expect(real.data).toMatchObject({ latest: { version: '2.1.7' }, hasUpdate: false, forced: false });

    const asked: string[] = [];
    await page.route('**/version/getNewVersion?**', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({
        json: {
          code: 200,
          msg: '成功',
          data: {
            latest: { platform: 3, version: '2.3.0', notes: '安全性更新', url: '/', forced: false, releasedAt: '2026-12-01T00:00:00.000Z' },
            clientVersion: '2.1.7',
            hasUpdate: true,
            forced: true,
          },
        },
      });
    });
    await page.goto('/');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    const prompt = page.locator('.adm-dialog-body').filter({ hasText: '請更新至 2.3.0' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    expect(asked[0]).toContain('platform=3');
    expect(asked[0]).toContain('version=2.1.7');
    await expect(prompt).toContainText('安全性更新');
    await expect(prompt.getByText('取消')).toHaveCount(0);
    await expect(prompt.getByText('稍後再說')).toHaveCount(0);

    // A tap beside it does not close it.
    await page.mouse.click(10, 10);
    // A few painted frames: a dialog that closes stops taking taps (pointer-events: none) on the first frames of its animation.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let left = 5;
          const next = () => (left-- === 0 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    await expect(prompt.locator('..')).not.toHaveCSS('pointer-events', 'none');
    await expect(prompt).toBeVisible();

    await prompt.getByText('立即更新').click();
    await expect(page).toHaveURL(/#\/subpackage\/downloadProgress\/download/);
    await expect(prompt).toBeHidden();
    await expect(page.getByTestId('platform-3')).toBeVisible();

    // Anywhere else, it is back.
    await page.goBack();
    await expect(page).not.toHaveURL(/downloadProgress/);
    await expect(page.locator('.adm-dialog-body').filter({ hasText: '請更新至 2.3.0' })).toBeVisible();
  });
});

test('the download page shows every platform with its link and QR code, and a file downloads with its progress', async ({
  page,
  request,
}) => {
  // A same-origin file with a Content-Length stands in for the android package.
  await operatorApi(request, 'POST', '/admin/versions', {
    platform: 1,
    version: '2.1.8',
    notes: { 'zh-Hant': '安卓新版', 'zh-Hans': '安卓新版', en: 'New Android release' },
    url: '/icons/icon-512.png',
    forced: false,
  });
  await page.goto('/#/subpackage/downloadProgress/download');
  const android = page.getByTestId('platform-1');
  await expect(android).toContainText('最新版本 2.1.8');
  await expect(android).toContainText('安卓新版');
  await expect(page.getByTestId('download-link-1')).toHaveAttribute('href', /\/icons\/icon-512\.png$/);
  await expect(page.getByTestId('qr-1')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('platform-3')).toContainText('最新版本 2.1.7');
  await expect(page.getByTestId('qr-3')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('platform-2')).toContainText('暫未發布');
  await expect(page.getByTestId('install-card')).toBeVisible();

  const download = page.waitForEvent('download');
  await android.getByText('下載並顯示進度').click();
  await expect(page).toHaveURL(/downloadProgress\/index\?platform=1/);
  await expect(page.getByTestId('download-done')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveAttribute('aria-valuenow', '100');
  expect((await download).suggestedFilename()).toBe('icon-512.png');

  // In English too.
  await page.evaluate(() => localStorage.setItem('uu.locale', 'en'));
  await page.goto('/#/subpackage/downloadProgress/download');
  await page.reload();
  await expect(page.getByTestId('platform-1')).toContainText('New Android release');
});

test('the service worker registers, never keeps API answers, and the app shell opens offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  // The DOM types say serviceWorker is always there; outside a secure context it is not.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  // The worker keeps the shell and the scripts this first visit loaded.
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).length)))[0] ?? 0,
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(5);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<unknown>);
  expect(manifest).toMatchObject({ short_name: 'UU', display: 'standalone', start_url: './', theme_color: '#ff5b37' });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  // The API is never answered from a cache: offline it fails.
  const api = await page.evaluate(async () => {
    try {
      return (await fetch('/version/getNewVersion?platform=3&version=2.1.7')).status;
    } catch {
      return 'failed';
    }
  });
  expect(api).toBe('failed');
  const cached = await page.evaluate(async () =>
    (
      await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname)))
    ).flat(),
  );
  expect(
    cached.filter(
      (p) => !p.startsWith('/assets/') && !['/index.html', '/manifest.webmanifest', '/favicon.svg'].includes(p) && !p.startsWith('/icons/'),
    ),
  ).toEqual([]);
  await context.setOffline(false);
});
