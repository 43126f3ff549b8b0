import { randomBytes } from 'node:crypto';
import { adminAccountOverApi, desktop, openConsoleAs } from '../fixtures/admin';
import { doneExpressOrderOverApi, expect, test } from '../fixtures/api';

// After-sales on a phone (issue 22): a member asks for a return of a done order, an operator approves it in the console
// with the return address, the member enters the parcel back, the operator confirms receipt, and the member finds
// the refund in the money log. The order is bought, shipped and received over the API (style.md 15).

test('a member asks for a return, the console approves and receives it, and the refund shows in the money log', async ({
  page,
  request,
  browser,
  payer,
}) => {
  test.slow();
  const run = randomBytes(4).toString('hex');
  const { order } = await doneExpressOrderOverApi(request, payer.token, {
    label: '售後',
    name: '售後保溫杯',
    description: '<p>售後</p>',
    price: '60.00',
    run,
  });

  // The member asks for a return from the order's page.
  await page.goto(`/#/subpackage/orderDetails/index?id=${order.id}`);
  await page.getByTestId('order-apply-after-sale').click();
  await expect(page.getByTestId('after-sale-apply')).toBeVisible();
  await page.getByTestId('after-sale-type').getByText('退貨退款').click();
  await page.getByTestId('after-sale-reason').getByText('商品損壞').click();
  await page.getByTestId('after-sale-description').locator('textarea').fill('杯蓋破裂');
  await page.getByTestId('after-sale-submit').click();
  await expect(page.getByTestId('after-sale-state')).toHaveText('待審核');

  // The operator approves it with the return address (the console on a desktop).
  const operator = await adminAccountOverApi(request, 'operator');
  const consoleContext = await browser.newContext(desktop);
  const console_ = await consoleContext.newPage();
  await openConsoleAs(console_, request, operator, 'after-sales');
  await console_.getByLabel('訂單編號或會員編號').fill(order.orderNo);
  await console_.getByLabel('訂單編號或會員編號').press('Enter');
  await console_.getByRole('button', { name: order.orderNo }).click();
  const drawer = console_.getByTestId('after-sale-drawer');
  await drawer.getByTestId('after-sale-return-address').fill('臺北市中正區退貨倉 1 號');
  await drawer.getByTestId('after-sale-approve').click();
  await expect(drawer.getByTestId('after-sale-state')).toHaveText('待寄回');

  // The member sees the address and enters the parcel back.
  await page.reload();
  await expect(page.getByTestId('after-sale-return-address')).toHaveText('臺北市中正區退貨倉 1 號');
  await page.getByTestId('after-sale-carrier').locator('input').fill('黑貓宅急便');
  await page.getByTestId('after-sale-tracking').locator('input').fill(`R${run}`);
  await page.getByTestId('after-sale-ship-submit').click();
  await expect(page.getByTestId('after-sale-state')).toHaveText('已寄回，待收貨');

  // The operator confirms receipt: the order is refunded.
  await console_.reload();
  await console_.getByTestId('after-sale-receive').click();
  await console_.getByRole('button', { name: /確\s*定|OK/ }).click();
  await expect(console_.getByTestId('after-sale-refund')).toHaveText('60.00 UU、0.00 FB');
  await consoleContext.close();

  // The member finds the state on the request and the refund in the money log.
  await page.reload();
  await expect(page.getByTestId('after-sale-state')).toHaveText('已退款');
  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('100.00');
  const entry = page.getByTestId('money-log-item').first();
  await expect(entry).toContainText('訂單退款');
  await expect(entry.getByTestId('money-log-amount')).toHaveText('+60.00 UU');
});
