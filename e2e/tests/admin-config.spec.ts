import { randomBytes } from 'node:crypto';
import { devices, type Browser } from '@playwright/test';
import { adminAccountOverApi, adminApi, desktop, openConsoleAs } from '../fixtures/admin';
import { expect, test } from '../fixtures/api';

// Settings and the popup notice are global: this file has a server of its own (playwright.config).
const configURL = `http://127.0.0.1:${process.env.E2E_CONFIG_PORT}`;
test.use({ ...desktop, baseURL: configURL });

/** The member app as a phone opens it: its own context, so the console's desktop page stays as it is. */
async function memberPhone(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-TW', baseURL: configURL });
  return { context, page: await context.newPage() };
}

test('an admin changes the customer-service contacts in the console, and the member app shows them', async ({ page, request, browser }) => {
  const run = randomBytes(3).toString('hex');
  const admin = await adminAccountOverApi(request, 'admin');
  await openConsoleAs(page, request, admin, 'settings');
  await expect(page.getByRole('heading', { name: '平台設定' })).toBeVisible();

  const card = page.getByTestId('customer-service');
  await card.getByRole('button', { name: '新增聯絡方式' }).click();
  await card.getByLabel('聯絡方式', { exact: true }).last().fill(`help-${run}@uu.test`);
  await card.getByLabel('說明（選填）').last().fill('客服信箱');
  await card.getByLabel('服務時間').first().fill(`每日 10:00-22:00（${run}）`);
  await card.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('已儲存')).toBeVisible();

  // The console reads back what it saved.
  await page.reload();
  await expect(page.getByTestId('customer-service').getByLabel('聯絡方式', { exact: true }).last()).toHaveValue(`help-${run}@uu.test`);

  const phone = await memberPhone(browser);
  try {
    await phone.page.goto('/#/subpackage/navWe/index');
    await expect(phone.page.getByTestId('customer-service-email').last()).toContainText(`help-${run}@uu.test`);
    await expect(phone.page.getByTestId('customer-service-hours')).toContainText(`每日 10:00-22:00（${run}）`);
  } finally {
    await phone.context.close();
  }

  // The change is in the audit log, with the contacts after it.
  const log = await adminApi<{ list: { action: string; after: unknown }[] }>(request, admin, 'GET', '/admin/audit', { action: 'savePlatformConfig' });
  expect(JSON.stringify(log.list[0]?.after)).toContain(`help-${run}@uu.test`);
});

test('an operator publishes a popup notice in the console, a member sees it on home, and it can be taken down', async ({ page, request, browser }) => {
  const run = randomBytes(3).toString('hex');
  const operator = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, operator, 'home');

  const notice = page.locator('.ant-card').filter({ hasText: '彈出公告' });
  await notice.getByLabel('標題').first().fill(`系統公告 ${run}`);
  await notice.getByLabel('內容').first().fill(`今晚 23:00 系統升級（${run}）`);
  await notice.getByRole('button', { name: '發佈公告' }).click();
  await expect(page.getByText('公告已發佈')).toBeVisible();
  await expect(notice.getByText(/發佈中/)).toBeVisible();

  const phone = await memberPhone(browser);
  try {
    await phone.page.goto('/');
    const popup = phone.page.getByTestId('home-notice');
    await expect(popup).toContainText(`系統公告 ${run}`);
    await expect(popup).toContainText(`今晚 23:00 系統升級（${run}）`);
    await phone.page.getByTestId('home-notice-close').click();
    await expect(popup).toBeHidden();
  } finally {
    await phone.context.close();
    // Taken down through the console, so other tests' members on this server never meet it.
    await notice.getByRole('button', { name: '下架公告' }).click();
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page.getByText('公告已下架')).toBeVisible();
  }
  const home = (await (await request.get('/home/index')).json()) as { data: { notice: unknown } };
  expect(home.data.notice).toBeNull();
});
