import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Category, Goods, SaveGoodsBody, Store } from '@uu/contract/mall';
import { expect, fundOverApi, memberApi, operatorApi, test, typePayPassword, TINY_PNG } from '../fixtures/api';

// Orders on a phone: goodsDetails → submitOrder with a coupon → pay → myOrder, the operator ships
// and tracks, the member checks logistics and confirms receipt; an unpaid order canceled; a write-off
// order paid from the list shows its code; an installation order with its picture and date.
// The catalogue is written through the operator calls (style.md 15), under names unique to the test.

type Seeded = { run: string; store: Store; express: Goods; writeoff: Goods; installation: Goods };

async function seedCatalogue(request: APIRequestContext): Promise<Seeded> {
  const run = randomBytes(4).toString('hex');
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 訂單分類 ${run}` } });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `E2E 核銷門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    phone: null,
    hours: null,
    latitude: 25.033,
    longitude: 121.565,
  });
  const goods = (body: SaveGoodsBody) => operatorApi<Goods>(request, 'POST', '/admin/mall/goods', body);
  const express = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 快遞保溫杯 ${run}` },
    description: { 'zh-Hant': '<p>快遞</p>' },
    images: [],
    price: '120.00',
    deliveryType: 'express',
    stock: 5,
  });
  const writeoff = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 咖啡核銷券 ${run}` },
    description: { 'zh-Hant': '<p>到店核銷</p>' },
    images: [],
    price: '80.00',
    deliveryType: 'writeoff',
    stock: 5,
    storeIds: [store.id],
  });
  const installation = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 到府安裝冷氣 ${run}` },
    description: { 'zh-Hant': '<p>到府安裝</p>' },
    images: [],
    price: '300.00',
    deliveryType: 'installation',
    stock: 5,
  });
  return { run, store, express, writeoff, installation };
}

async function saveAddress(request: APIRequestContext, token: string) {
  await memberApi(request, token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });
}

/** From goodsDetails to submitOrder with "buy now". */
async function buy(page: Page, goods: Goods) {
  await page.goto(`/#/subpackage/goodsDetails/index?id=${goods.id}`);
  await expect(page.getByTestId('goods-name')).toHaveText(goods.name);
  await page.getByTestId('goods-buy').click();
  await expect(page).toHaveURL(/#\/subpackage\/submitOrder\/index$/);
  await expect(page.getByTestId('submit-goods')).toContainText(goods.name);
}

async function payWithPassword(page: Page) {
  await expect(page.getByTestId('pay-sheet')).toBeVisible();
  await typePayPassword(page, 'pay-passcode');
  // Paid, from anywhere: the payment result, then the order's details from it.
  await expect(page.getByTestId('pay-result-title')).toHaveText('付款成功');
  await page.getByTestId('pay-result-view-order').click();
}

async function orderIdFromUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/#\/subpackage\/orderDetails\/index\?id=\d+/);
  return Number(/id=(\d+)/.exec(page.url())![1]);
}

const card = (page: Page, id: number) => page.locator(`[data-testid="order-card"][data-order-id="${id}"]`);
const confirmModal = (page: Page) => page.getByRole('button', { name: '確定', exact: true }).click();

test('a member orders express goods with a coupon and pays; the operator ships; the member checks logistics and confirms receipt', async ({
  page,
  request,
  payer,
}) => {
  const { express, run } = await seedCatalogue(request);
  await fundOverApi(request, payer.token, '1000.00');
  await saveAddress(request, payer.token);
  const coupon = await operatorApi<{ id: number }>(request, 'POST', '/admin/coupons', {
    name: { 'zh-Hant': `滿 200 減 25 ${run}` },
    kind: 'mall',
    discountType: 'amount',
    amount: '25',
    minSpend: '200',
    validDays: 30,
  });
  await operatorApi(request, 'POST', `/admin/coupons/${coupon.id}/issue`, { to: 'member', userId: payer.id });

  await buy(page, express);
  // The default address stands in until another is chosen.
  await expect(page.getByTestId('submit-address')).toContainText('王小明');
  await expect(page.getByTestId('submit-coupon')).toContainText('1 張可選');
  // One piece (120.00) is below the coupon's minimum spend: the chooser says what is missing.
  await page.getByTestId('submit-coupon').click();
  await expect(page).toHaveURL(/#\/subpackage\/myCoupon\/index\?/);
  const offered = page.getByTestId('coupon-card').filter({ hasText: `滿 200 減 25 ${run}` });
  await expect(offered).toContainText('還差 80.00 UU 可用');
  await page.goBack();
  await page.getByTestId('submit-quantity').getByRole('button').last().click();
  await expect(page.getByTestId('submit-total')).toHaveText('240.00 UU');
  await page.getByTestId('submit-coupon').click();
  await page
    .getByTestId('coupon-card')
    .filter({ hasText: `滿 200 減 25 ${run}` })
    .click();
  await expect(page).toHaveURL(/#\/subpackage\/submitOrder\/index$/);
  await expect(page.getByTestId('submit-coupon')).toContainText('-25.00 UU');
  await expect(page.getByTestId('submit-discount')).toHaveText('-25.00 UU');
  await expect(page.getByTestId('submit-total')).toHaveText('215.00 UU');
  await page.getByTestId('submit-remark').locator('textarea').fill('請在平日送達');
  await page.getByTestId('submit-order').click();
  await payWithPassword(page);

  const id = await orderIdFromUrl(page);
  await expect(page.getByTestId('order-status')).toHaveText('待出貨');
  await expect(page.getByTestId('order-subtotal')).toHaveText('240.00 UU');
  await expect(page.getByTestId('order-discount')).toHaveText('-25.00 UU');
  await expect(page.getByTestId('order-total')).toHaveText('215.00 UU');
  await expect(page.getByTestId('order-paid-uu')).toHaveText('215.00');
  await expect(page.getByTestId('order-place')).toContainText('重慶南路一段122號');

  // myOrder: the blank position is kept but hidden; the order waits under "Pending delivery".
  await page.goto('/#/subpackage/myOrder/index');
  await expect(page.getByTestId('order-tab-blank')).toBeHidden();
  await expect(page.getByRole('tab')).toHaveCount(6);
  await page.getByTestId('order-tab-delivery').click();
  await expect(card(page, id).getByTestId('order-status')).toHaveText('待出貨');
  await expect(card(page, id).getByTestId('order-action-confirm')).toHaveCount(0);

  await operatorApi(request, 'POST', `/admin/orders/${id}/ship`, { company: '黑貓宅急便', number: 'TW123456789' });
  await operatorApi(request, 'POST', `/admin/orders/${id}/tracking`, { text: '已到達臺北轉運中心' });

  await page.getByTestId('order-tab-receipt').click();
  const shipped = card(page, id);
  await expect(shipped.getByTestId('order-status')).toHaveText('待收貨');
  await shipped.getByTestId('order-action-logistics').click();
  await expect(page.getByTestId('order-logistics')).toContainText('黑貓宅急便');
  await expect(page.getByTestId('order-logistics')).toContainText('TW123456789');
  // The timeline, newest first: the carrier's note, then the shipment, the payment, the order.
  await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('order-timeline').locator('li').first()).toContainText('已到達臺北轉運中心');
  await confirmModal(page);
  await shipped.getByTestId('order-action-confirm').click();
  await confirmModal(page);
  await expect(shipped).toHaveCount(0);

  await page.getByTestId('order-tab-done').click();
  await expect(card(page, id).getByTestId('order-status')).toHaveText('已完成');
  await expect(card(page, id).getByTestId('order-action-delete')).toBeVisible();

  // The details show the times and the logistics id.
  await card(page, id).click();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await expect(page.getByTestId('order-logistics-no')).toHaveText('黑貓宅急便 TW123456789');
});

test('an unpaid order is left for later, then canceled from myOrder', async ({ page, request, payer }) => {
  const { writeoff, store } = await seedCatalogue(request);
  await buy(page, writeoff);
  // Write-off goods need a store, not an address.
  await expect(page.getByTestId('submit-address')).toHaveCount(0);
  // The goods' only store is chosen already (issue 19 #5).
  await expect(page.locator(`[data-testid="submit-store-option"][data-store-id="${store.id}"]`)).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('pay-sheet')).toBeVisible();
  await page.getByTestId('pay-later').click();

  const id = await orderIdFromUrl(page);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('order-action-pay')).toBeVisible();

  await page.goto('/#/subpackage/myOrder/index');
  const unpaid = card(page, id);
  await expect(unpaid.getByTestId('order-status')).toHaveText('待付款');
  await unpaid.getByTestId('order-action-cancel').click();
  await confirmModal(page);
  await expect(unpaid.getByTestId('order-status')).toHaveText('已取消');
  await page.getByTestId('order-tab-canceled').click();
  await expect(card(page, id)).toBeVisible();

  const { list } = await memberApi<{ list: { id: number; status: number }[] }>(
    request,
    payer.token,
    'POST',
    '/planHistory/listPlanHistoryVO',
    {
      list: 'mall',
      tab: 'canceled',
      page: 1,
      size: 10,
    },
  );
  expect(list.map((o) => o.id)).toContain(id);
});

test('a write-off order paid from the list shows its code and QR code; the store redeems it', async ({ page, request, payer }) => {
  const { writeoff, store } = await seedCatalogue(request);
  await fundOverApi(request, payer.token, '1000.00');
  await buy(page, writeoff);
  await page.locator(`[data-testid="submit-store-option"][data-store-id="${store.id}"]`).click();
  await page.getByTestId('submit-order').click();
  await page.getByTestId('pay-later').click();
  const id = await orderIdFromUrl(page);

  await page.goto('/#/subpackage/myOrder/index');
  await card(page, id).getByTestId('order-action-pay').click();
  await payWithPassword(page);
  // Paid from the list, the member lands on the payment result, as from anywhere (issue 19 #7: one result), then the details.
  await expect(page).toHaveURL(new RegExp(`orderDetails/index\\?id=${id}($|&)`));
  await expect(page.getByTestId('order-status')).toHaveText('待核銷');
  await expect(page.getByTestId('order-writeoff-code')).toHaveText(/^\d{10}$/);
  await expect(page.getByTestId('order-writeoff-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('order-place')).toContainText(store.name);

  // The store redeems the member's code: the order is done and the code is gone.
  const code = (await page.getByTestId('order-writeoff-code').textContent())!;
  await operatorApi(request, 'POST', '/admin/orders/redeem', { code });
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await expect(page.getByTestId('order-writeoff-code')).toHaveCount(0);
});

test('an installation order needs a picture and a later date, and waits in the installation list', async ({ page, request, payer }) => {
  const { installation } = await seedCatalogue(request);
  await fundOverApi(request, payer.token, '1000.00');
  await saveAddress(request, payer.token);

  await buy(page, installation);
  await page.getByTestId('submit-order').click();
  await expect(page.getByText('請選擇晚於今天的安裝日期')).toBeVisible();
  // The date picker starts at tomorrow (Taipei time); the picture of the site is uploaded.
  await page.getByTestId('submit-install-date').click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '確定' }).click();
  await expect(page.getByTestId('submit-install-date')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await page.getByTestId('submit-order').click();
  await expect(page.getByText('請上傳安裝環境圖片')).toBeVisible();
  await page.getByTestId('submit-install-picture-input').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('submit-install-picture-preview')).toBeVisible();
  await page.getByTestId('submit-order').click();
  await payWithPassword(page);

  const id = await orderIdFromUrl(page);
  await expect(page.getByTestId('order-status')).toHaveText('待安裝');
  const date = (await page.getByTestId('order-place').textContent()) ?? '';
  expect(date).toMatch(/\d{4}-\d{2}-\d{2}/);

  // The second list holds installation orders, under "Pending installation".
  await page.goto('/#/subpackage/myOrder/index');
  await page.getByTestId('order-list-switch').click();
  await page.getByTestId('order-tab-installation').click();
  await expect(card(page, id).getByTestId('order-status')).toHaveText('待安裝');

  await operatorApi(request, 'POST', `/admin/orders/${id}/installed`);
  await page.getByTestId('order-tab-done').click();
  await expect(card(page, id).getByTestId('order-status')).toHaveText('已完成');
});
