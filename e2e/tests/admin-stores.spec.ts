import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Category, Goods, Store } from '@uu/contract/mall';
import type { Order } from '@uu/contract/orders';
import { adminAccountOverApi, desktop, openConsoleAs } from '../fixtures/admin';
import { digest, expect, fundOverApi, memberApi, operatorApi, PAY_PASSWORD, test } from '../fixtures/api';

// Stores in the console (issue 17 "Also deliver"): hours per language, disabling with a confirmation that says what
// members will see (and members then not seeing the store), and a clerk writing off part of a multi-quantity order.

test.use(desktop);

type Envelope<T> = { code: number; msg: string; data: T };

async function memberStores(request: APIRequestContext, locale: string): Promise<Store[]> {
  const body = (await (await request.get('/mall/stores', { headers: { 'accept-language': locale } })).json()) as Envelope<{
    list: Store[];
  }>;
  expect(body.code, body.msg).toBe(200);
  return body.data.list;
}

test('an operator writes the hours in two languages and disables the store after a confirmation; members no longer see it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = randomBytes(3).toString('hex');
  const operator = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, operator, 'stores');

  await page.getByRole('button', { name: '新增門市' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('門市名稱 繁體中文').fill(`E2E 停用門市 ${run}`);
  await dialog.getByLabel('地址 繁體中文').fill('臺北市信義區市府路 45 號');
  await dialog.getByLabel('營業時間 繁體中文').fill('每日 10:00–21:00');
  await dialog.getByRole('tab', { name: 'English' }).nth(2).click();
  await dialog.getByLabel('營業時間 English').fill('Daily 10:00–21:00');
  // The number fields work whether or not the map's tiles can be had.
  await dialog.getByLabel('緯度').fill('25.0375');
  await dialog.getByLabel('經度').fill('121.5637');
  await dialog.getByRole('button', { name: '儲存' }).click();
  const row = page.getByRole('row', { name: new RegExp(`E2E 停用門市 ${run}`) });
  await expect(row).toContainText('每日 10:00–21:00');

  const name = `E2E 停用門市 ${run}`;
  const listed = async (locale: string) => (await memberStores(request, locale)).find((s) => s.name === name);
  expect((await listed('en'))?.hours).toBe('Daily 10:00–21:00');
  expect((await listed('zh-CN'))?.hours).toBe('每日 10:00–21:00');

  await row.getByRole('switch').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`停用「${name}」？`);
  await expect(confirm).toContainText('會員在門市列表、自取與核銷的門市選擇中都看不到這間門市');
  await confirm.getByRole('button', { name: '停用' }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => listed('zh-TW')).toBeUndefined();
});

test('a clerk writes off two of three pieces, then the rest; the order is done only then', async ({ page, request, payer }) => {
  test.setTimeout(120_000);
  const run = randomBytes(3).toString('hex');
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 分次核銷 ${run}` } });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `E2E 分次核銷門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    latitude: 25.033,
    longitude: 121.565,
  });
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 咖啡三杯券 ${run}` },
    description: { 'zh-Hant': '<p>E2E</p>' },
    price: '20.00',
    deliveryType: 'writeoff',
    stock: 10,
    storeIds: [store.id],
  });
  await fundOverApi(request, payer.token, '500.00');
  const key = () => ({ 'idempotency-key': randomBytes(16).toString('hex') });
  const submitted = await memberApi<Order>(
    request,
    payer.token,
    'POST',
    '/planHistory/submitOrder',
    { goodsId: goods.id, quantity: 3, storeId: store.id },
    key(),
  );
  const order = await memberApi<Order>(
    request,
    payer.token,
    'POST',
    '/planHistory/updatePlanHistory',
    { action: 'pay', id: submitted.id, payPassword: digest(PAY_PASSWORD) },
    key(),
  );

  const clerk = await adminAccountOverApi(request, 'clerk', store.id);
  await openConsoleAs(page, request, clerk);
  await expect(page.getByTestId('desk-writeoff')).toContainText('0／3 件');
  await page.getByLabel('核銷碼').fill(order.writeOffCode ?? '');
  await page.getByLabel('件數').fill('2');
  await page.getByRole('button', { name: '核銷' }).click();
  const result = page.getByTestId('writeoff-result');
  await expect(result).toContainText('訂單尚餘 1 件待核銷');
  await expect(result.getByTestId('writeoff-progress')).toHaveText('2／3 件');
  await expect(page.getByTestId('desk-writeoff')).toContainText('2／3 件');

  await page.getByLabel('核銷碼').fill(order.writeOffCode ?? '');
  await page.getByRole('button', { name: '核銷' }).click();
  await expect(result).toContainText('核銷成功');
  await expect(page.getByTestId('desk-writeoff')).not.toContainText(goods.name);
  const done = await memberApi<Order & { timeline: { kind: string; quantity?: number }[] }>(
    request,
    payer.token,
    'GET',
    `/planHistory/getPlanHistory?id=${order.id}`,
  );
  expect(done.status).toBe(6);
  expect(done.timeline.filter((s) => s.kind === 'writtenOff').map((s) => s.quantity)).toEqual([1, 2]);
});
