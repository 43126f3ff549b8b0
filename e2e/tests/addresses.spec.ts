import type { Page } from '@playwright/test';
import { expect, memberApi, test, TINY_PNG, tokenOverApi } from '../fixtures/api';

// Issue 5 on a phone: the address book. Members sign in over the API (style.md 15); the region
// names come in the app's language, zh-Hant by default.

const BOOK = '/#/subpackage/selectAddress/index';

const field = (page: Page, testId: string) => page.getByTestId(testId).locator('input, textarea').first();

/** Today's date in the platform's time zone plus `days`, as the app shows installation dates. */
function taipeiDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Opens the region picker and walks it level by level, each level loaded when it opens. */
async function pickRegion(page: Page, names: string[]) {
  await page.getByTestId('address-region').click();
  const confirm = page.getByTestId('address-region-confirm');
  for (const name of names) {
    await expect(confirm).toBeDisabled();
    await page
      .getByTestId('address-region-option')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  }
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByTestId('address-region')).toHaveText(names.join(' / '));
}

type Listed = {
  list: { id: number; consignee: string; isDefault: boolean; installationPicture: string | null; installationTime: string | null }[];
};

test('a member adds an address picking 臺灣 → 臺北市 → 中正區; it is the default; a 6-character detail is refused', async ({
  page,
  request,
  signedIn,
}) => {
  // From Mine, where the address book is linked.
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-entry-selectAddress').click();
  await expect(page).toHaveURL(/#\/subpackage\/selectAddress\/index/);
  await expect(page.getByTestId('empty-view')).toContainText('還沒有收件地址');
  await page.getByTestId('address-add').click();
  await expect(page).toHaveURL(/#\/subpackage\/editAddress\/index$/);
  // Adding says so (issue 19 #10), and an address for the book asks no installation fields.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新增地址');
  await expect(page.getByTestId('address-date')).toHaveCount(0);
  await expect(page.getByTestId('address-location-section')).toHaveCount(0);

  // Every problem at once, each under its field (issue 19 #10).
  await page.getByTestId('address-submit').click();
  await expect(page.getByRole('alert')).toHaveText([
    '請輸入收件人',
    '請輸入有效的手機號碼（含國際區號，如 +886912345678）',
    '請選擇所在地區',
    '詳細地址須多於 6 個字',
  ]);
  // The form of an installation order asks its fields too.
  await page.goto('/#/subpackage/editAddress/index?installation=1');
  await expect(page.getByTestId('address-date')).toBeVisible();

  await pickRegion(page, ['臺灣', '臺北市', '中正區']);
  await field(page, 'address-consignee').fill('王小明');
  await field(page, 'address-phone').fill('0912345678');
  // Exactly 6 characters is not "longer than 6".
  await field(page, 'address-detail').fill('重慶南路一段');
  await page.getByTestId('address-submit').click();
  await expect(page.getByRole('alert')).toHaveText('詳細地址須多於 6 個字');
  await field(page, 'address-detail').fill('重慶南路一段122號');

  // The installation picture and date (the date picker starts at tomorrow, Taipei time).
  await page.getByTestId('address-picture-input').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('address-picture-preview')).toBeVisible();
  await page.getByTestId('address-date').click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '確定' }).click();
  await expect(page.getByTestId('address-date')).toHaveText(taipeiDay(1));

  await page.getByTestId('address-submit').click();
  await expect(page).toHaveURL(/#\/subpackage\/selectAddress\/index/);
  const item = page.getByTestId('address-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('address-default-tag')).toHaveText('預設');
  await expect(item).toContainText('王小明');
  await expect(item).toContainText('+886912345678');
  await expect(item.getByTestId('address-item-address')).toHaveText('臺灣 臺北市 中正區 重慶南路一段122號');
  await expect(item).toContainText(`安裝日期 ${taipeiDay(1)}`);

  // What the server keeps: the member's own upload and the date.
  const token = await tokenOverApi(request, signedIn.email);
  const { list } = await memberApi<Listed>(request, token, 'PUT', '/address/list');
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ consignee: '王小明', isDefault: true, installationTime: taipeiDay(1) });
  expect(list[0]!.installationPicture).toMatch(/^\/files\//);

  // Editing shows the saved address; the default stays the default.
  await item.getByTestId('address-edit').click();
  await expect(page).toHaveURL(/#\/subpackage\/editAddress\/index\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('編輯地址');
  await expect(field(page, 'address-consignee')).toHaveValue('王小明');
  // It has an installation date, so its installation fields show.
  await expect(page.getByTestId('address-date')).toHaveText(taipeiDay(1));
  await expect(page.getByTestId('address-region')).toHaveText('臺灣 / 臺北市 / 中正區');
  await expect(page.getByTestId('address-default-switch')).toHaveAttribute('aria-checked', 'true');
});

test('a second address made the default moves the tag; deleting one asks first', async ({ page, request, signedIn }) => {
  const token = await tokenOverApi(request, signedIn.email);
  await memberApi(request, token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });
  await page.goto(BOOK);
  await expect(page.getByTestId('address-item')).toHaveCount(1);

  await page.getByTestId('address-add').click();
  await pickRegion(page, ['臺灣', '臺北市', '信義區']);
  await field(page, 'address-consignee').fill('陳大文');
  await field(page, 'address-phone').fill('0987654321');
  await field(page, 'address-detail').fill('信義路五段7號89樓');
  await page.getByTestId('address-submit').click();

  // The first one stays the default until another is made it.
  const items = page.getByTestId('address-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('王小明');
  await expect(page.getByTestId('address-default-tag')).toHaveCount(1);
  const second = items.filter({ hasText: '陳大文' });
  await second.getByTestId('address-set-default').click();
  await expect(items.first()).toContainText('陳大文');
  await expect(items.first().getByTestId('address-default-tag')).toBeVisible();
  await expect(page.getByTestId('address-default-tag')).toHaveCount(1);
  await expect(items.filter({ hasText: '王小明' }).getByTestId('address-set-default')).toBeVisible();

  // Delete the old one: cancelled first, then confirmed.
  const old = items.filter({ hasText: '王小明' });
  await old.getByTestId('address-delete').click();
  await expect(page.getByText('確定刪除 王小明 的這個地址嗎？')).toBeVisible();
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(items).toHaveCount(2);
  await old.getByTestId('address-delete').click();
  await page.getByRole('button', { name: '確定', exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('陳大文');
  await expect(items.first().getByTestId('address-default-tag')).toBeVisible();
  const { list } = await memberApi<Listed>(request, token, 'PUT', '/address/list');
  expect(list.map((a) => [a.consignee, a.isDefault])).toEqual([['陳大文', true]]);
});

test('opened to choose an address, tapping one keeps it on the device and goes back', async ({ page, request, signedIn }) => {
  const token = await tokenOverApi(request, signedIn.email);
  for (const [consignee, regionCode] of [
    ['王小明', 'TW-100'],
    ['李小龍', 'TW-110'],
  ]) {
    await memberApi(request, token, 'POST', '/address/save', { consignee, phone: '+886912345678', regionCode, detail: '忠孝東路一段1號' });
  }
  // Opened directly (a deep link), going back lands on Mine, where the book lives.
  await page.goto(`${BOOK}?select=1`);
  await page.getByTestId('address-item').filter({ hasText: '李小龍' }).getByTestId('address-item-body').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('uu.addressDetail') ?? 'null') as { consignee: string; region: { name: string }[] },
  );
  expect(stored.consignee).toBe('李小龍');
  expect(stored.region.map((r) => r.name)).toEqual(['臺灣', '臺北市', '信義區']);
});
