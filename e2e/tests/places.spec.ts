import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Address } from '@uu/contract/addresses';
import type { Category, Goods, Store } from '@uu/contract/mall';
import type { Order } from '@uu/contract/orders';
import { expect, memberApi, operatorApi, test, tokenOverApi } from '../fixtures/api';

// Issue 5 "Places" on a phone: /open-location and /choose-location (spec §2) with no map tile
// reachable — as in CI, which has no internet. Every tile request is refused here, so the test
// says the same whatever network the machine has; the pages must still show the place as text.

/** Refuses every map tile, whatever the server's MAP_TILE_URL (the default: OpenStreetMap's tile server). */
async function noTiles(page: Page) {
  const config = await page.request.get('/sysConfig/getMapConfig');
  const { data } = (await config.json()) as { data: { tileUrl: string | null } };
  expect(data.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** A store with its coordinates and a self-pickup goods collected there, named for this test. */
async function seedStore(request: APIRequestContext) {
  const run = randomBytes(4).toString('hex');
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 位置 ${run}` } });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `E2E 信義門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    latitude: 25.0339639,
    longitude: 121.5644722,
  });
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 自提商品 ${run}` },
    description: { 'zh-Hant': '<p>到店自提</p>' },
    price: '10.00',
    deliveryType: 'pickup',
    stock: 3,
    storeIds: [store.id],
  });
  return { store, goods };
}

test('a visitor opens a pickup store’s location from goodsDetails and sees its name, address and coordinates without tiles', async ({
  page,
  request,
}) => {
  const { store, goods } = await seedStore(request);
  await noTiles(page);

  await page.goto(`/#/subpackage/goodsDetails/index?id=${goods.id}`);
  const item = page.getByTestId('goods-store');
  await expect(item).toContainText(store.name);
  await item.getByTestId('goods-store-map').click();
  await expect(page).toHaveURL(/#\/open-location\?latitude=25\.0339639&longitude=121\.5644722&name=/);

  // The custom navigation style (spec §2): the bar floats over the map, with a way back.
  await expect(page.getByTestId('nav-bar')).toHaveAttribute('data-overlay', 'true');
  await expect(page.getByRole('heading', { name: '查看位置' })).toBeVisible();
  // The map was tried, its tiles refused: a notice, and the place as text.
  await expect(page.getByTestId('place-map-notice')).toHaveAttribute('data-kind', 'failed');
  await expect(page.getByTestId('place-map-notice')).toContainText('地圖無法載入');
  await expect(page.getByTestId('place-name')).toHaveText(store.name);
  await expect(page.getByTestId('place-address')).toContainText('台北市信義區松仁路 100 號');
  await expect(page.getByTestId('place-coordinates')).toHaveText('25.033964, 121.564472');
  await expect(page.getByTestId('place-open-app')).toHaveAttribute('href', /^geo:25\.033964,121\.564472\?q=/);

  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`goodsDetails/index\\?id=${goods.id}`));
});

test('a member opens the store of a self-pickup order from orderDetails; its coordinates are looked up by the store', async ({
  page,
  request,
  signedIn,
}) => {
  const { store, goods } = await seedStore(request);
  const token = await tokenOverApi(request, signedIn.email);
  const order = await memberApi<Order>(
    request,
    token,
    'POST',
    '/planHistory/submitOrder',
    { goodsId: goods.id, quantity: 1, storeId: store.id },
    {
      'idempotency-key': randomBytes(16).toString('hex'),
    },
  );
  await noTiles(page);

  await page.goto(`/#/subpackage/orderDetails/index?id=${order.id}`);
  await expect(page.getByTestId('order-place')).toContainText(store.name);
  await page.getByTestId('order-store-map').click();
  await expect(page).toHaveURL(new RegExp(`#/open-location\\?storeId=${store.id}&name=`));
  await expect(page.getByTestId('place-name')).toHaveText(store.name);
  await expect(page.getByTestId('place-address')).toContainText('台北市信義區松仁路 100 號');
  await expect(page.getByTestId('place-coordinates')).toHaveText('25.033964, 121.564472');
  await expect(page.getByTestId('place-map-notice')).toHaveAttribute('data-kind', 'failed');
});

test('a member chooses an address’s installation site on the map page by coordinates and sees it saved', async ({
  page,
  request,
  signedIn,
}) => {
  const token = await tokenOverApi(request, signedIn.email);
  const saved = await memberApi<Address>(request, token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });
  expect(saved).toMatchObject({ latitude: null, longitude: null });
  await noTiles(page);

  // Choosing for an installation order, where the site is asked (issue 19 #10).
  await page.goto('/#/subpackage/selectAddress/index?installation=1');
  await page.getByTestId('address-item').getByTestId('address-edit').click();
  await expect(page).toHaveURL(new RegExp(`editAddress/index\\?id=${saved.id}&installation=1$`));
  await expect(page.getByTestId('address-location')).toHaveText('未選擇');
  // What is typed before going to the map is still there after it.
  await page.getByTestId('address-consignee').locator('input').fill('王大明');

  await page.getByTestId('address-location-choose').click();
  await expect(page).toHaveURL(/#\/choose-location\?redirect=/);
  await expect(page.getByTestId('place-map-notice')).toHaveAttribute('data-kind', 'failed');
  await expect(page.getByText('輸入緯度和經度，或使用目前位置。')).toBeVisible();
  await page.getByTestId('choose-latitude').fill('25.0452');
  await page.getByTestId('choose-longitude').fill('200');
  await page.getByTestId('choose-confirm').click();
  await expect(page.getByTestId('choose-longitude-error')).toHaveText('經度須在 -180 到 180 之間');
  await page.getByTestId('choose-longitude').fill('121.5168');
  await expect(page.getByTestId('choose-coordinates')).toHaveText('25.045200, 121.516800');
  await page.getByTestId('choose-confirm').click();

  // Back on the form it came from, with the place and the draft.
  await expect(page).toHaveURL(new RegExp(`editAddress/index\\?id=${saved.id}&installation=1$`));
  await expect(page.getByTestId('address-location')).toHaveText('25.045200, 121.516800');
  await expect(page.getByTestId('address-consignee').locator('input')).toHaveValue('王大明');
  await page.getByTestId('address-submit').click();
  await expect(page).toHaveURL(/#\/subpackage\/selectAddress\/index/);

  const { list } = await memberApi<{ list: Address[] }>(request, token, 'PUT', '/address/list');
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ id: saved.id, consignee: '王大明', latitude: 25.0452, longitude: 121.5168 });

  // Opened again, the address shows its site, and the site opens on the map page.
  await page.getByTestId('address-item').getByTestId('address-edit').click();
  await expect(page.getByTestId('address-location')).toHaveText('25.045200, 121.516800');
  await page.getByTestId('address-location-open').click();
  await expect(page).toHaveURL(/#\/open-location\?latitude=25\.0452&longitude=121\.5168/);
  await expect(page.getByTestId('place-coordinates')).toHaveText('25.045200, 121.516800');
  await expect(page.getByTestId('place-address')).toContainText('臺灣 臺北市 中正區 重慶南路一段122號');
  await expect(page.getByTestId('place-name')).toHaveText('王大明');
});
