import { expect, test } from '@playwright/test';
import { operatorApi } from '../fixtures/api';

// The maintenance switch stops every member call of its server, so this file talks to a server of
// its own (playwright.config: E2E_MAINTENANCE_PORT, its own database); the tests running beside it
// on the main server never see maintenance. Serial: one switch, one test at a time.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_MAINTENANCE_PORT}` });
test.describe.configure({ mode: 'serial' });

test('maintenance on shows the notice; once it is off, retry continues', async ({ page, request }) => {
  await page.goto('/#/subpackage/navWe/index');
  await expect(page.getByTestId('nav-we-agreement-1')).toBeVisible();

  try {
    await operatorApi(request, 'PUT', '/admin/maintenance', {
      on: true,
      message: { 'zh-Hant': '系統升級中，預計 30 分鐘後恢復', en: 'Upgrading, back in 30 minutes' },
    });
    await page.getByTestId('nav-we-guide').click();
    const notice = page.getByTestId('maintenance-notice');
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('maintenance-message')).toHaveText('系統升級中，預計 30 分鐘後恢復');
    // No toast beside it: the notice is the one message.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);

    // Still on: retrying keeps the notice and says so.
    await page.getByTestId('maintenance-retry').click();
    await expect(notice).toContainText('維護尚未結束');
  } finally {
    await operatorApi(request, 'PUT', '/admin/maintenance', { on: false });
  }

  await page.getByTestId('maintenance-retry').click();
  await expect(page.getByTestId('maintenance-notice')).toBeHidden();
  // The page loads what maintenance refused.
  await expect(page.getByTestId('content-guide').getByRole('heading', { name: '新手指南' })).toBeVisible();
});
