import type { APIRequestContext } from '@playwright/test';
import { expect, operatorApi, test } from '../fixtures/api';

// Issue 24 on a phone: redemption codes. An operator makes a batch over the API (as the other
// fixtures set up back-office data); the member redeems a code in the app, sees what it gave and
// finds it where it landed; the same code again is refused as spent.

const HOUR = 3_600_000;

async function batch(request: APIRequestContext, name: string, reward: object): Promise<string[]> {
  const now = Date.now();
  const created = await operatorApi<{ id: number }>(request, 'POST', '/admin/redeem/batches', {
    name: { 'zh-Hant': name },
    reward,
    count: 2,
    validFrom: new Date(now - HOUR).toISOString(),
    validTo: new Date(now + 24 * HOUR).toISOString(),
    oncePerMember: false,
  });
  const codes = await operatorApi<{ list: { code: string }[] }>(request, 'GET', `/admin/redeem/batches/${created.id}/codes?size=10`);
  return codes.list.map((c) => c.code);
}

test('a member redeems a UU code from the wallet, sees the reward and the balance; the same code again is spent', async ({
  page,
  request,
  signedIn,
}) => {
  expect(signedIn.email).toBeTruthy();
  const run = Date.now().toString(36);
  const [code] = await batch(request, `E2E 禮品卡 ${run}`, { kind: 'uu', amount: '12.50' });

  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('0.00');
  await page.getByTestId('wallet-entry-redeem').click();
  await expect(page).toHaveURL(/#\/subpackage\/redeemCode\/index/);

  // Typed in lower case without dashes: grouped and upper-cased as it is typed.
  const field = page.getByTestId('redeem-input').locator('input');
  await field.pressSequentially(code!.replace(/-/g, '').toLowerCase());
  await expect(field).toHaveValue(code!);
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-reward')).toHaveText('12.50 UU 積分已存入錢包');
  await expect(page.getByTestId('redeem-result')).toContainText(`E2E 禮品卡 ${run}`);

  await page.getByTestId('redeem-go').click();
  await expect(page).toHaveURL(/#\/subpackage\/myMoney\/index/);
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('12.50');

  // The same code again: spent, said under the input; the balance does not move.
  await page.getByTestId('wallet-entry-redeem').click();
  await field.fill(code!);
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-error')).toHaveText('此兌換碼已被兌換。');
  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('12.50');
});

test('a member redeems a coupon code from the coupons page and finds the coupon there', async ({ page, request, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  const run = Date.now().toString(36);
  const coupon = await operatorApi<{ id: number }>(request, 'POST', '/admin/coupons', {
    name: { 'zh-Hant': `兌換折價券 ${run}` },
    kind: 'mall',
    discountType: 'amount',
    amount: '10',
    minSpend: '100',
    validDays: 30,
    claimable: false,
  });
  const [code] = await batch(request, `E2E 活動 ${run}`, { kind: 'coupon', couponId: coupon.id });

  await page.goto('/#/subpackage/myCoupon/index');
  await page.getByTestId('coupon-redeem-bar').click();
  await expect(page).toHaveURL(/#\/subpackage\/redeemCode\/index/);
  await page.getByTestId('redeem-input').locator('input').fill(code!);
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-reward')).toHaveText(`優惠券「兌換折價券 ${run}」已放入我的優惠券`);
  await page.getByTestId('redeem-go').click();
  await expect(page).toHaveURL(/#\/subpackage\/myCoupon\/index/);
  await expect(page.getByTestId('coupon-name').filter({ hasText: `兌換折價券 ${run}` })).toBeVisible();
});
