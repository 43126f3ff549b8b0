import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Category, Goods, SaveGoodsBody, Store } from '@uu/contract/mall';
import type { Order, OrderDetail } from '@uu/contract/orders';
import { adminAccountOverApi, chooseOption, desktop, openConsoleAs } from '../fixtures/admin';
import { digest, expect, fundOverApi, memberApi, operatorApi, PAY_PASSWORD, test, TINY_PNG } from '../fixtures/api';

// The back office's orders: an operator finds a member's paid express order and ships it; a clerk
// redeems a member's write-off code at the desk, once. Catalogue and orders are set up over the API
// (style.md 15), under names unique to the test.

test.use(desktop);

async function seed(request: APIRequestContext, deliveryType: 'express' | 'writeoff') {
  const run = randomBytes(4).toString('hex');
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 後台分類 ${run}` } });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `E2E 核銷門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    phone: null,
    hours: null,
    latitude: 25.033,
    longitude: 121.565,
  });
  const body: SaveGoodsBody = {
    categoryId: category.id,
    name: { 'zh-Hant': deliveryType === 'express' ? `E2E 快遞禮盒 ${run}` : `E2E 咖啡兌換券 ${run}` },
    description: { 'zh-Hant': '<p>E2E</p>' },
    images: [],
    price: '60.00',
    deliveryType,
    stock: 10,
    ...(deliveryType === 'writeoff' ? { storeIds: [store.id] } : {}),
  };
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', body);
  return { store, goods };
}

/** Picks a carrier in the carrier list of a form. */
function chooseCarrier(page: Page, scope: Locator, name: string) {
  return chooseOption(page, scope, '物流公司', name);
}

/** The member submits and pays an order over the API (the member app's own tests cover its screens). */
async function paidOrder(request: APIRequestContext, token: string, payload: Record<string, unknown>): Promise<Order> {
  const key = () => ({ 'idempotency-key': randomBytes(16).toString('hex') });
  const order = await memberApi<Order>(request, token, 'POST', '/planHistory/submitOrder', payload, key());
  return memberApi<Order>(
    request,
    token,
    'POST',
    '/planHistory/updatePlanHistory',
    { action: 'pay', id: order.id, payPassword: digest(PAY_PASSWORD) },
    key(),
  );
}

test('an operator finds a paid express order and ships it; the member then sees it waiting for receipt with the number', async ({
  page,
  request,
  payer,
}) => {
  // Many calls and screens on a machine the other suites share.
  test.slow();
  const { goods } = await seed(request, 'express');
  await fundOverApi(request, payer.token, '500.00');
  const address = await memberApi<{ id: number }>(request, payer.token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });
  const order = await paidOrder(request, payer.token, { goodsId: goods.id, quantity: 2, addressId: address.id });
  expect(order.status).toBe(1);

  const operator = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, operator, 'orders');
  await page.getByRole('tab', { name: /待出貨/ }).click();
  await page.getByLabel('訂單號、會員編號或電子郵件').fill(order.orderNo);
  await page.getByLabel('訂單號、會員編號或電子郵件').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(order.orderNo) });
  await expect(row).toContainText(goods.name);
  await expect(row).toContainText(payer.nickname);
  await expect(row).toContainText('120.00 UU');
  await expect(row).toContainText('待出貨');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and this order

  // At a 1440 px screen the row's action stays in sight (the wide table scrolls under it).
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(row.getByRole('button', { name: '查看' })).toBeInViewport();
  await row.getByRole('button', { name: '查看' }).click();
  const drawer = page.getByTestId('order-detail');
  await expect(drawer.getByTestId('order-status')).toHaveText('待出貨');
  await expect(drawer).toContainText('王小明 +886912345678');
  // The carrier comes from the list of common carriers.
  await chooseCarrier(page, drawer, '黑貓宅急便');
  await drawer.getByLabel('物流單號').fill('TC-E2E-2468');
  await drawer.getByRole('button', { name: '確認出貨' }).click();
  await expect(page.getByText('已出貨', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByTestId('order-status')).toHaveText('待收貨');
  await expect(drawer.getByTestId('order-logistics')).toHaveText('黑貓宅急便 TC-E2E-2468');
  // The timeline gained the shipment.
  await expect(drawer.locator('.ant-timeline-item').first()).toContainText('黑貓宅急便 TC-E2E-2468');
  // The open order is in the address (`?id=`); afresh without it, the order is under the waiting-receipt tab.
  await expect(page).toHaveURL(new RegExp(`#/orders\\?id=${order.id}$`));
  await page.goto('/admin/#/orders');
  await page.reload();
  await page.getByRole('tab', { name: /待收貨/ }).click();
  await page.getByLabel('訂單號、會員編號或電子郵件').fill(order.orderNo);
  await page.getByLabel('訂單號、會員編號或電子郵件').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(order.orderNo) })).toContainText('待收貨');

  // A member's orders, as another page links to them, with one of them open.
  await page.goto(`/admin/#/orders?memberId=${payer.id}&id=${order.id}`);
  await expect(page.getByText(`會員 #${payer.id} 的訂單`)).toBeVisible();
  await expect(page.getByTestId('order-detail').getByTestId('order-logistics')).toHaveText('黑貓宅急便 TC-E2E-2468');
  await expect(page.getByRole('row', { name: new RegExp(order.orderNo) })).toHaveCount(1);

  const mine = await memberApi<OrderDetail>(request, payer.token, 'GET', '/planHistory/getPlanHistory', { id: String(order.id) });
  expect(mine).toMatchObject({ status: 3, logistics: { company: '黑貓宅急便', number: 'TC-E2E-2468' } });

  // A typo in the number is corrected while the parcel is on its way, with a carrier not in the list.
  const edit = page.getByTestId('order-detail').getByTestId('edit-logistics');
  await chooseCarrier(page, edit, '其他物流公司');
  await edit.getByLabel('物流公司名稱').fill('大嘴鳥宅配');
  await edit.getByLabel('物流單號').fill('TC-E2E-2469');
  await edit.getByRole('button', { name: '儲存修改' }).click();
  await expect(page.getByText('物流資訊已更新')).toBeVisible();
  await expect(page.getByTestId('order-detail').getByTestId('order-logistics')).toHaveText('大嘴鳥宅配 TC-E2E-2469');
  const corrected = await memberApi<OrderDetail>(request, payer.token, 'GET', '/planHistory/getPlanHistory', { id: String(order.id) });
  expect(corrected.logistics).toEqual({ company: '大嘴鳥宅配', number: 'TC-E2E-2469' });
});

test('an operator ships two express orders at once: one carrier, a number each', async ({ page, request, payer }) => {
  // Many calls and screens on a machine the other suites share.
  test.slow();
  const { goods } = await seed(request, 'express');
  await fundOverApi(request, payer.token, '500.00');
  const address = await memberApi<{ id: number }>(request, payer.token, 'POST', '/address/save', {
    consignee: '林小華',
    phone: '+886912345679',
    regionCode: 'TW-100',
    detail: '中山南路一段 1 號 3 樓',
  });
  const first = await paidOrder(request, payer.token, { goodsId: goods.id, quantity: 1, addressId: address.id });
  const second = await paidOrder(request, payer.token, { goodsId: goods.id, quantity: 1, addressId: address.id });

  const operator = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, operator, 'orders');
  await page.getByRole('tab', { name: /待出貨/ }).click();
  await page.getByLabel('訂單號、會員編號或電子郵件').fill(goods.name);
  await page.getByLabel('訂單號、會員編號或電子郵件').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(first.orderNo) })).toBeVisible();
  const shipAll = page.getByRole('button', { name: '批次出貨' });
  await expect(shipAll).toBeDisabled();
  await page.getByRole('checkbox', { name: first.orderNo }).check();
  await page.getByRole('checkbox', { name: second.orderNo }).check();
  await expect(page.getByText('已選 2 筆快遞訂單')).toBeVisible();
  // Selecting opens no order.
  await expect(page.getByTestId('order-detail')).toHaveCount(0);
  await shipAll.click();
  const dialog = page.getByRole('dialog', { name: '批次出貨（2 筆）' });
  await chooseCarrier(page, dialog, '新竹物流');
  await dialog.getByLabel(`物流單號 ${first.orderNo}`).fill('HCT-E2E-1');
  await dialog.getByRole('button', { name: '確認出貨' }).click();
  // Every order needs its own number.
  await expect(dialog.getByText('請輸入物流單號（最多 60 字）')).toBeVisible();
  await dialog.getByLabel(`物流單號 ${second.orderNo}`).fill('HCT-E2E-2');
  await dialog.getByRole('button', { name: '確認出貨' }).click();
  await expect(page.getByText('已出貨 2 筆')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(first.orderNo) })).toHaveCount(0);
  for (const [order, number] of [
    [first, 'HCT-E2E-1'],
    [second, 'HCT-E2E-2'],
  ] as const) {
    const mine = await memberApi<OrderDetail>(request, payer.token, 'GET', '/planHistory/getPlanHistory', { id: String(order.id) });
    expect(mine).toMatchObject({ status: 3, logistics: { company: '新竹物流', number } });
  }
});

test('marking an installation installed before the day the member booked asks first, naming the day', async ({ page, request, payer }) => {
  // Many calls and screens on a machine the other suites share.
  test.slow();
  const run = randomBytes(4).toString('hex');
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 安裝分類 ${run}` } });
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 安裝服務 ${run}` },
    description: { 'zh-Hant': '<p>E2E</p>' },
    images: [],
    price: '60.00',
    deliveryType: 'installation',
    stock: 10,
  } satisfies SaveGoodsBody);
  await fundOverApi(request, payer.token, '500.00');
  const address = await memberApi<{ id: number }>(request, payer.token, 'POST', '/address/save', {
    consignee: '陳大文',
    phone: '+886912345670',
    regionCode: 'TW-100',
    detail: '忠孝西路一段 1 號 5 樓',
  });
  const upload = await request.post('/file/file/upload', {
    headers: { satoken: payer.token },
    multipart: { file: { name: 'site.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  const picture = ((await upload.json()) as { data: { url: string } }).data.url;
  const booked = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const order = await paidOrder(request, payer.token, {
    goodsId: goods.id,
    quantity: 1,
    addressId: address.id,
    installationTime: booked,
    installationPicture: picture,
  });

  const operator = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, operator, `orders?id=${order.id}`);
  const drawer = page.getByTestId('order-detail');
  await drawer.getByRole('button', { name: '標記已安裝' }).click();
  await expect(page.getByText(`會員預約的安裝日是 ${booked}，還沒到。確定已完成安裝？`)).toBeVisible();
  // Not yet: the order still waits.
  await page.getByRole('button', { name: '取消' }).click();
  expect((await memberApi<OrderDetail>(request, payer.token, 'GET', '/planHistory/getPlanHistory', { id: String(order.id) })).status).toBe(
    5,
  );
  await drawer.getByRole('button', { name: '標記已安裝' }).click();
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('已標記安裝完成')).toBeVisible();
  expect((await memberApi<OrderDetail>(request, payer.token, 'GET', '/planHistory/getPlanHistory', { id: String(order.id) })).status).toBe(
    6,
  );
});

test('a clerk redeems a member’s write-off code at the desk; the same code again says it was already redeemed', async ({
  page,
  request,
  payer,
}) => {
  const { store, goods } = await seed(request, 'writeoff');
  await fundOverApi(request, payer.token, '500.00');
  const order = await paidOrder(request, payer.token, { goodsId: goods.id, quantity: 2, storeId: store.id });
  expect(order.writeOffCode).toMatch(/^\d{10}$/);

  const clerk = await adminAccountOverApi(request, 'clerk', store.id);
  // A clerk's console opens on the desk.
  await openConsoleAs(page, request, clerk);
  await expect(page).toHaveURL(/#\/writeoff$/);
  await expect(page.getByTestId('desk-writeoff')).toContainText(goods.name);

  const code = page.getByLabel('核銷碼');
  // Not exact: for a moment after a call, the button's name also holds its loading icon's.
  const redeem = page.getByRole('button', { name: '核銷' });
  await code.fill('0000000000');
  await redeem.click();
  await expect(page.getByTestId('writeoff-result')).toContainText('核銷碼錯誤');

  await code.fill(order.writeOffCode!);
  await redeem.click();
  const result = page.getByTestId('writeoff-result');
  await expect(result).toContainText('核銷成功');
  await expect(result.getByTestId('writeoff-goods')).toHaveText(goods.name);
  await expect(result.getByTestId('writeoff-quantity')).toHaveText('2');
  await expect(result).toContainText(payer.nickname);
  // The input is cleared for the next member, and the open write-offs no longer list it.
  await expect(code).toHaveValue('');
  await expect(page.getByTestId('desk-writeoff')).not.toContainText(goods.name);

  await code.fill(order.writeOffCode!);
  await redeem.click();
  await expect(result).toContainText('此核銷碼已於');
  await expect(result).toContainText(goods.name);

  const mine = await memberApi<OrderDetail>(request, payer.token, 'GET', '/planHistory/getPlanHistory', { id: String(order.id) });
  expect(mine.status).toBe(6);
});
