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
  // The label per language (issue 19 #3): zh-Hant, the first tab, and English; zh-Hans left empty reads zh-Hant.
  const contact = card.locator('[data-testid^="contact-"]').last();
  await contact.getByLabel('說明（選填）').first().fill('客服信箱');
  await contact.getByRole('tab', { name: 'English' }).click();
  await contact.getByLabel('說明（選填）').last().fill('Support mail');
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
    await expect(phone.page.getByTestId('customer-service-email').last()).toContainText('客服信箱');
    // An English-reading member gets the English label.
    await phone.page.evaluate(() => window.localStorage.setItem('uu.locale', 'en'));
    await phone.page.reload();
    await expect(phone.page.getByTestId('customer-service-email').last()).toContainText('Support mail');
    await expect(phone.page.getByTestId('customer-service-hours')).toContainText(`每日 10:00-22:00（${run}）`);
  } finally {
    await phone.context.close();
  }

  // The change is in the audit log, with the contacts after it.
  const log = await adminApi<{ list: { action: string; after: unknown }[] }>(request, admin, 'GET', '/admin/audit', {
    action: 'savePlatformConfig',
  });
  expect(JSON.stringify(log.list[0]?.after)).toContain(`help-${run}@uu.test`);
});

test('an operator publishes a popup notice in the console, a member sees it on home, and it can be taken down', async ({
  page,
  request,
  browser,
}) => {
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

// The tests below change the same global settings as the ones above: this file's tests run one after another.
test.describe.configure({ mode: 'default' });

type Config = { defaults: string[]; crcRate: { rate: string | null }; [key: string]: unknown };
const withoutDefaults = ({ defaults: _defaults, ...config }: Config) => config;

// The settings page is long: on a loaded machine it may take a while to render after each save.
const RENDER = { timeout: 45_000 };

test('every settings card saved unchanged leaves the platform config identical, and typed limits are saved as typed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminAccountOverApi(request, 'admin');
  // Amounts with decimals and rates that are not whole percents, so any conversion shows.
  await adminApi(request, admin, 'PUT', '/admin/config', {
    withdrawal: { min: '200', max: '3000', dailyCount: 2 },
    levelThresholds: ['1000.50', '2000', '3000', '4000', '5000.25'],
    referralRewardRates: [0, 150, 200, 250, 300, 1234],
    checkInRewards: [
      { streak: 3, currency: 'KB', amount: '1.25' },
      { streak: 7, currency: 'UU', amount: '10' },
    ],
  });
  const before = await adminApi<Config>(request, admin, 'GET', '/admin/config');
  await openConsoleAs(page, request, admin, 'settings');
  for (const card of ['customer-service', 'levels', 'withdrawal', 'orders-time', 'registration', 'check-in-rewards', 'top-up-channels']) {
    const save = page.getByTestId(card).getByRole('button', { name: '儲存' });
    await expect(page.getByTestId(card)).not.toHaveClass(/ant-card-loading/, RENDER);
    const answered = page.waitForResponse((r) => r.request().method() !== 'GET' && r.url().includes('/admin/'));
    await save.click();
    expect(((await (await answered).json()) as { code: number }).code).toBe(200);
  }
  const after = await adminApi<Config>(request, admin, 'GET', '/admin/config');
  expect(withoutDefaults(after)).toEqual(withoutDefaults(before));

  // What the operator types is what is saved: 100 and 5000, not 10000 and 500000.
  const withdrawal = page.getByTestId('withdrawal');
  await withdrawal.getByLabel('單筆最低').fill('100');
  await withdrawal.getByLabel('單筆最高').fill('5000');
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/admin/config'));
  await withdrawal.getByRole('button', { name: '儲存' }).click();
  expect((await answered).request().postDataJSON()).toEqual({ withdrawal: { min: '100.00', max: '5000.00', dailyCount: 2 } });
  const saved = await adminApi<Config>(request, admin, 'GET', '/admin/config');
  expect(saved.withdrawal).toEqual({ min: '100.00', max: '5000.00', dailyCount: 2 });
});

test('a new CRC rate is refused at 0, and set only after a dialog shows the old and new rate and what members can exchange', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminAccountOverApi(request, 'admin');
  await adminApi(request, admin, 'POST', '/admin/wallet/crcRate', { rate: '1.30' });
  await openConsoleAs(page, request, admin, 'settings');
  const card = page.getByTestId('crc-rate');
  await expect(card).toContainText('1 CRC = 1.30 UU', RENDER);

  await card.getByLabel('新匯率（UU / CRC）').fill('0');
  await card.getByRole('button', { name: '儲存' }).click();
  await expect(card.getByText('金額須大於 0')).toBeVisible(RENDER);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.getByLabel('新匯率（UU / CRC）').fill('1.5');
  await card.getByRole('button', { name: '儲存' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('crc-impact')).toContainText('1.30', RENDER);
  await expect(dialog.getByTestId('crc-impact')).toContainText('1.50');
  await expect(dialog.getByTestId('crc-impact-exchangeable')).toBeVisible();
  // Nothing is set until the operator confirms.
  expect((await adminApi<Config>(request, admin, 'GET', '/admin/config')).crcRate.rate).toBe('1.30');
  await dialog.getByRole('button', { name: '確定變更' }).click();
  await expect(card).toContainText('1 CRC = 1.50 UU', RENDER);
  expect((await adminApi<Config>(request, admin, 'GET', '/admin/config')).crcRate.rate).toBe('1.50');
});

for (const [locale, empty, start, end] of [
  ['zh-Hant', '暫無資料', '開始日期', '結束日期'],
  ['zh-Hans', '暂无数据', '开始日期', '结束日期'],
] as const) {
  test(`the ${locale} console shows antd's own texts in ${locale}: an empty table, a date range`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await adminAccountOverApi(request, 'admin');
    await page.addInitScript((l) => window.localStorage.setItem('uu-admin-locale', l), locale);
    // No coupons on this server: an empty table.
    await openConsoleAs(page, request, admin, 'coupons');
    await expect(page.locator('.ant-table-placeholder')).toContainText(empty, RENDER);
    await expect(page.locator('.ant-table-placeholder')).not.toContainText('No data');
    await page.goto('/admin/#/audit');
    await expect(page.getByPlaceholder(start)).toBeVisible(RENDER);
    await expect(page.getByPlaceholder(end)).toBeVisible();
    await expect(page.getByPlaceholder('Start date')).toHaveCount(0);
  });
}

test('turning maintenance on and publishing a version each ask first, saying what members will see; cancelled, nothing changes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminAccountOverApi(request, 'admin');
  await openConsoleAs(page, request, admin, 'settings');
  const maintenance = page.getByTestId('maintenance');
  await maintenance.getByRole('switch').click();
  await maintenance.getByRole('button', { name: '儲存' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('開啟後會員 App 立即停止服務', RENDER);
  await dialog.getByRole('button', { name: '取消' }).click();
  expect((await adminApi<{ on: boolean }>(request, admin, 'GET', '/admin/maintenance')).on).toBe(false);

  await page.goto('/admin/#/versions');
  await page.getByRole('button', { name: '發佈新版本' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('版本號').fill('9.9.9');
  await form.getByLabel('下載連結').fill('https://example.com/uu.apk');
  await form.getByLabel('更新說明').first().fill('修正錯誤');
  await form.getByRole('switch').click();
  await form.getByRole('button', { name: '發佈', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '這是強制更新' });
  await expect(confirm).toContainText('9.9.9', RENDER);
  await confirm.getByRole('button', { name: '取消' }).click();
  const versions = await adminApi<{ version: string }[]>(request, admin, 'GET', '/admin/versions');
  expect(versions.map((v) => v.version)).not.toContain('9.9.9');
});
