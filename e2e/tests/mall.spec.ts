import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Category, Goods, SaveGoodsBody, Store } from '@uu/contract/mall';
import { expect, operatorApi, registerOverApi, test, TINY_PNG, tokenOverApi } from '../fixtures/api';

// Issue 5 on a phone: the points mall's catalogue, browsed by a visitor (the mall and goodsDetails
// need no sign-in). The catalogue is written through the operator calls the admin console will
// make (style.md 15: setup over HTTP), under names unique to the test, so tests may run side by side.

type Catalogue = { run: string; category: Category; store: Store; express: Goods; pickup: Goods };

/** An uploaded picture's path (`/files/…`), as the admin console would upload the gallery. */
async function uploadPicture(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/file/file/upload', {
    headers: { satoken: token },
    multipart: { file: { name: 'goods.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  const body = (await response.json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(200);
  return body.data.url;
}

/** A category, a store, and two goods in it: express with a reference price, pickup at the store. */
async function seedCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const run = randomBytes(4).toString('hex');
  const uploader = await registerOverApi(request);
  const token = await tokenOverApi(request, uploader.email);
  const pictures = [await uploadPicture(request, token), await uploadPicture(request, token)];

  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', {
    name: { 'zh-Hant': `E2E 分類 ${run}`, en: `E2E category ${run}` },
  });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `E2E 信義門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    phone: '+886 2 2345-6789',
    hours: '10:00–21:00',
    latitude: 25.033,
    longitude: 121.565,
  });
  const goods = (body: SaveGoodsBody) => operatorApi<Goods>(request, 'POST', '/admin/mall/goods', body);
  const express = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 保溫杯 ${run}`, en: `E2E vacuum flask ${run}` },
    description: {
      'zh-Hant': `<h3>規格</h3><p>雙層真空 ${run}</p><script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2">`,
    },
    images: pictures,
    price: '1280.00',
    referencePrice: '1599.00',
    fbPercent: 30,
    deliveryType: 'express',
    stock: 5,
  });
  const pickup = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 咖啡兌換券 ${run}` },
    description: { 'zh-Hant': '<p>到店自提</p>' },
    images: pictures.slice(0, 1),
    price: '90.00',
    deliveryType: 'pickup',
    stock: 8,
    storeIds: [store.id],
  });
  return { run, category, store, express, pickup };
}

const cardIds = (page: Page) =>
  page.getByTestId('mall-goods-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-goods-id'))));

test('a visitor browses the mall, filters by category, searches by name and opens the goods', async ({ page, request }) => {
  const { run, category, express, pickup } = await seedCatalogue(request);
  await page.goto('/#/pages/mall/index');
  await expect(page.getByTestId('mall-category-all')).toBeVisible();
  await expect(page.getByTestId('mall-goods-card').first()).toBeVisible();

  // The category: its two goods, newest first.
  await page.getByTestId(`mall-category-${category.id}`).click();
  await expect(page).toHaveURL(new RegExp(`categoryId=${category.id}`));
  await expect.poll(() => cardIds(page)).toEqual([pickup.id, express.id]);
  const card = page.locator(`[data-testid="mall-goods-card"][data-goods-id="${express.id}"]`);
  await expect(card.getByTestId('mall-goods-price')).toHaveText('1,280.00 UU');
  await expect(card.locator('del')).toHaveText('1,599.00');
  await expect(card).toContainText('快遞配送');

  // Words of the name, in any of its languages.
  await page.getByTestId('mall-search').locator('input').fill(`vacuum flask ${run}`);
  await expect.poll(() => cardIds(page)).toEqual([express.id]);
  await page.getByTestId('mall-search').locator('input').fill(`沒有這個商品 ${run}`);
  await expect(page.getByTestId('mall-empty')).toBeVisible();
  await page.getByTestId('mall-search').locator('input').fill(`保溫杯 ${run}`);
  await expect.poll(() => cardIds(page)).toEqual([express.id]);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`#/subpackage/goodsDetails/index\\?id=${express.id}$`));
  const gallery = page.getByTestId('goods-gallery');
  await expect(gallery).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('goods-name')).toHaveText(`E2E 保溫杯 ${run}`);
  await expect(page.getByTestId('goods-price')).toHaveText('1,280.00 UU');
  await expect(page.getByTestId('goods-reference-price')).toHaveText('參考價 1,599.00');
  await expect(page.getByTestId('goods-fb')).toHaveText('FB 最多可抵扣 30%');
  await expect(page.getByTestId('goods-stock')).toHaveText('庫存 5');
  await expect(page.getByTestId('goods-delivery')).toContainText('快遞配送');
  await expect(page.getByTestId('goods-store')).toHaveCount(0);
  const description = page.getByTestId('goods-description');
  await expect(description).toContainText(`雙層真空 ${run}`);
  expect(await description.innerHTML()).not.toMatch(/<script|onerror/i);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // A picture opens full screen.
  const picture = gallery.getByTestId('goods-gallery-image').first();
  await expect(picture.locator('img')).toHaveJSProperty('complete', true);
  await picture.click();
  await expect(page.locator('.adm-image-viewer-slides')).toBeVisible();

  // Back in the mall, the filter is where it was left.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`categoryId=${category.id}`));
  await expect(page.getByTestId('mall-search').locator('input')).toHaveValue(`保溫杯 ${run}`);
});

test('a visitor sees where to pick up self-pickup goods; buying keeps the choice and asks to sign in', async ({ page, request }) => {
  const { store, pickup } = await seedCatalogue(request);
  await page.goto(`/#/subpackage/goodsDetails/index?id=${pickup.id}`);
  await expect(page.getByTestId('goods-name')).toHaveText(pickup.name);
  await expect(page.getByTestId('goods-price')).toHaveText('90.00 UU');
  await expect(page.getByTestId('goods-reference-price')).toHaveCount(0);
  await expect(page.getByTestId('goods-fb')).toHaveText('僅可使用 UU 支付');
  await expect(page.getByTestId('goods-delivery')).toContainText('到店自取');
  const item = page.getByTestId('goods-store');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(store.name);
  await expect(item).toContainText('台北市信義區松仁路 100 號');
  await expect(item).toContainText('營業時間：10:00–21:00');
  await expect(item.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+886223456789');

  await page.getByTestId('goods-quantity').getByRole('button', { name: '增加' }).click();
  await expect(page.getByTestId('goods-quantity').locator('input')).toHaveValue('2');
  await expect(page.getByTestId('goods-total')).toHaveText('180.00 UU');
  await page.getByTestId('goods-buy').click();
  // submitOrder needs a member: the visitor signs in first, and comes back to it.
  await expect(page).toHaveURL(/#\/pages\/login\/index\?redirect=%2Fsubpackage%2FsubmitOrder%2Findex/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('uu.selectGoodsDetail') ?? 'null') as unknown)).toEqual({
    goodsId: pickup.id,
    quantity: 2,
  });
});
