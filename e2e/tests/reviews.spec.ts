import { randomBytes } from 'node:crypto';
import { doneExpressOrderOverApi, expect, test, TINY_PNG } from '../fixtures/api';

// Reviews on a phone (issue 22): a member with a done order writes a review with a photo on the order's page and
// finds it on the goods page. The order is bought, shipped and received over the API (style.md 15).

test('a member reviews a done order with a photo and sees the review on the goods page', async ({ page, request, payer }) => {
  test.slow();
  const run = randomBytes(4).toString('hex');
  const { goods, order } = await doneExpressOrderOverApi(request, payer.token, {
    label: '評價',
    name: '評價茶杯',
    description: '<p>評價</p>',
    price: '40.00',
    run,
  });

  // The done order offers a review per line: four stars, a text and a photo.
  await page.goto(`/#/subpackage/orderDetails/index?id=${order.id}`);
  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible();
  await form.getByTestId('review-star-4').click();
  await form.getByTestId('review-content').locator('textarea').fill(`杯子很好拿，保溫也夠 ${run}`);
  await page.getByTestId('review-photo-input').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('img', { name: '評價照片 1' })).toBeVisible();
  await form.getByTestId('review-submit').click();
  // The line now shows the member's own review instead of the form.
  const line = page.getByTestId('order-review-line');
  await expect(line.getByTestId('review-item')).toContainText(`杯子很好拿，保溫也夠 ${run}`);
  await expect(page.getByTestId('review-form')).toHaveCount(0);

  // The goods page shows the average, the count and the review with its photo.
  await page.goto(`/#/subpackage/goodsDetails/index?id=${goods.id}`);
  const reviews = page.getByTestId('goods-reviews');
  await expect(reviews.getByTestId('goods-reviews-summary')).toHaveText(/^4(\.0)? 分・1 則評價$/);
  const item = reviews.getByTestId('review-item').first();
  await expect(item).toContainText(`杯子很好拿，保溫也夠 ${run}`);
  await expect(item.locator('img[src*="/files/"]').last()).toBeVisible();
});
