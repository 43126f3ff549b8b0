import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Category, Goods } from '@uu/contract/mall';
import { expect, operatorApi, registerOverApi, test, tokenOverApi } from '../fixtures/api';

// Issue 22 on a phone: search a word from the mall, see the results with their pictures, open one, keep it as a
// favourite and find it on the favourites page. The goods are written through the operator calls, under a run's
// own word, so the test may run beside others.

const PICTURE = readFileSync(new URL('../../apps/api/demo-pictures/goods-kettle-1.webp', import.meta.url));

test('search a word, open the goods, keep it as a favourite', async ({ page, request, signedIn: _signedIn }) => {
  const run = randomBytes(3).toString('hex');
  const uploader = await registerOverApi(request);
  const token = await tokenOverApi(request, uploader.email);
  const upload = await request.post('/file/file/upload', {
    headers: { satoken: token },
    multipart: { file: { name: 'kettle.webp', mimeType: 'image/webp', buffer: PICTURE } },
  });
  const picture = ((await upload.json()) as { data: { url: string } }).data.url;
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `E2E 廚房 ${run}` } });
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
    categoryId: category.id,
    name: { 'zh-Hant': `E2E 快煮壺${run}`, en: `E2E kettle ${run}` },
    description: { 'zh-Hant': '<p>一公升，三分鐘煮沸。</p>' },
    images: [picture, picture, picture],
    price: '320.00',
    deliveryType: 'express',
    stock: 9,
  });

  await page.goto('/#/pages/mall/index');
  await page.getByTestId('mall-search-page').click();
  const input = page.getByTestId('search-input').locator('input');
  await input.fill(`快煮壺${run}`);
  await input.press('Enter');

  const results = page.getByTestId('search-results');
  const card = results.locator(`[data-goods-id="${goods.id}"]`);
  await expect(card).toBeVisible();
  const image = card.getByRole('img', { name: `E2E 快煮壺${run}` });
  await expect(image).toBeVisible();
  // Visible is its box; the picture itself may still be arriving (lazy, decoded after layout): wait until it has loaded.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

  await card.click();
  await expect(page.getByTestId('goods-name')).toHaveText(`E2E 快煮壺${run}`);
  const favourite = page.getByTestId('goods-favourite');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/#/subpackage/favourites/index');
  await expect(page.getByTestId('favourites-list').locator(`[data-goods-id="${goods.id}"]`)).toBeVisible();
  // The search was kept: back on the search page, the word is in the member's history.
  await page.goto('/#/subpackage/mallSearch/index');
  await expect(page.getByTestId('search-history')).toContainText(`快煮壺${run}`.toLowerCase());
});
