import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Category, Goods, SaveGoodsBody, Store } from '@uu/contract/mall';
import { expect, fundOverApi, memberApi, operatorApi, test, typePayPassword } from '../fixtures/api';

// Issue 22 on a phone: search a word, pick a spec, add two goods to the cart (delivered goods and goods
// collected in a store: the cart says it makes two orders), check out, pay both and see the payment result.
// The catalogue is written through the operator calls, under a run's own word, so the test may run beside others.

const PICTURE = readFileSync(new URL('../../apps/api/demo-pictures/goods-kettle-1.webp', import.meta.url));

test('search, pick a spec, add two goods to the cart, pay, see the result', async ({ page, request, payer }) => {
  const run = randomBytes(3).toString('hex');
  const upload = await request.post('/file/file/upload', {
    headers: { satoken: payer.token },
    multipart: { file: { name: 'shirt.webp', mimeType: 'image/webp', buffer: PICTURE } },
  });
  const picture = ((await upload.json()) as { data: { url: string } }).data.url;
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 購物車 ${run}` } });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `E2E 自取門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    phone: null,
    hours: null,
    latitude: 25.033,
    longitude: 121.565,
  });
  const goods = (body: SaveGoodsBody) => operatorApi<Goods>(request, 'POST', '/admin/mall/goods', body);
  // Colour × size; red M is sold out.
  const shirt = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 機能T恤${run}` },
    description: { 'zh-Hant': '<p>排汗快乾</p>' },
    images: [picture],
    price: '100.00',
    deliveryType: 'express',
    stock: 0,
    specs: [
      { name: '顏色', values: ['紅', '藍'] },
      { name: '尺寸', values: ['M', 'L'] },
    ],
    skus: [
      { values: ['紅', 'M'], price: '100.00', stock: 0, picture },
      { values: ['紅', 'L'], price: '110.00', stock: 4, picture },
      { values: ['藍', 'M'], price: '120.00', stock: 6, picture },
      { values: ['藍', 'L'], price: '120.00', stock: 6, picture },
    ],
  });
  const giftBox = await goods({
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 門市禮盒${run}` },
    description: { 'zh-Hant': '<p>到門市自取</p>' },
    images: [picture],
    price: '80.00',
    deliveryType: 'pickup',
    stock: 5,
    storeIds: [store.id],
  });
  await fundOverApi(request, payer.token, '1000.00');
  await memberApi(request, payer.token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });

  // Search from the mall and open the shirt.
  await page.goto('/#/pages/mall/index');
  await page.getByTestId('mall-search-page').click();
  const input = page.getByTestId('search-input').locator('input');
  await input.fill(`機能T恤${run}`);
  await input.press('Enter');
  await page.getByTestId('search-results').locator(`[data-goods-id="${shirt.id}"]`).click();

  // The first combination in stock stands chosen; red M is sold out, so M is disabled while red is chosen.
  const picker = page.getByTestId('spec-picker');
  await expect(picker.getByTestId('spec-chosen')).toHaveText('已選：紅 / L');
  const value = (dimension: number, text: string) => picker.locator(`[data-dimension="${dimension}"][data-value="${text}"]`);
  await expect(value(1, 'M')).toBeDisabled();
  await value(0, '藍').click();
  await value(1, 'M').click();
  await expect(picker.getByTestId('spec-chosen')).toHaveText('已選：藍 / M');
  await expect(page.getByTestId('goods-price')).toHaveText('120.00 UU');
  await page.getByTestId('goods-quantity').getByRole('button').last().click();
  await expect(page.getByTestId('goods-total')).toHaveText('240.00 UU');
  await page.getByTestId('goods-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The gift box, collected in the store.
  await page.goto(`/#/subpackage/goodsDetails/index?id=${giftBox.id}`);
  await expect(page.getByTestId('goods-name')).toHaveText(`E2E 門市禮盒${run}`);
  await page.getByTestId('goods-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // The cart: both lines, two orders said before paying, the default address and the only store.
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/#\/subpackage\/cart\/index$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(
    page
      .getByTestId('cart-line')
      .filter({ hasText: `E2E 機能T恤${run}` })
      .getByTestId('cart-line-spec'),
  ).toHaveText('藍 / M');
  await expect(page.getByTestId('cart-split')).toContainText('2 筆訂單');
  await expect(page.getByTestId('cart-total')).toHaveText('320.00 UU');
  await expect(page.getByTestId('cart-address')).toContainText('王小明');
  await expect(page.locator(`[data-testid="cart-store-option"][data-store-id="${store.id}"]`)).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('cart-checkout').click();

  // Each order is paid in turn, each with the time left before it cancels itself.
  const sheet = page.getByTestId('pay-sheet');
  await expect(sheet.getByTestId('pay-total')).toHaveText('240.00 UU');
  await expect(sheet.getByTestId('pay-countdown')).toContainText('後未付款將自動取消');
  await typePayPassword(page, 'pay-passcode');
  await expect(sheet.getByTestId('pay-total')).toHaveText('80.00 UU');
  await typePayPassword(page, 'pay-passcode');

  await expect(page).toHaveURL(/#\/subpackage\/payResult\/index\?ids=\d+%2C\d+$/);
  await expect(page.getByTestId('pay-result-title')).toHaveText('付款成功');
  await expect(page.getByTestId('pay-result-amounts')).toHaveText('已付 320.00 UU · 0.00 FB');
  await expect(page.getByTestId('pay-result-order')).toHaveCount(2);
  await expect(page.getByTestId('pay-result-order').first()).toContainText('待出貨');
  await expect(page.getByTestId('pay-result-order').last()).toContainText('待自取');
  await page.getByTestId('pay-result-view-order').click();
  await expect(page).toHaveURL(/#\/subpackage\/myOrder\/index$/);
  // The cart is empty now.
  await page.goto('/#/subpackage/cart/index');
  await expect(page.getByTestId('cart-shop')).toBeVisible();
});
