import { expect, fundOverApi, test } from '../fixtures/api';

// Issue 24 on a phone: the member statement and a receipt. A member with some movements this month (two
// top-ups approved by the operator, the fixtures' own funding) opens this month's statement from the wallet,
// sees the opening and closing balances and the movements, and opens a receipt.

test("a member opens this month's UU statement from the wallet, sees opening, movements and closing, and opens a receipt", async ({
  page,
  request,
  payer,
}) => {
  test.slow();
  await fundOverApi(request, payer.token, '100');
  await fundOverApi(request, payer.token, '200');

  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('300.00', { timeout: 30_000 });
  await page.getByTestId('wallet-entry-statement').click();
  await expect(page).toHaveURL(/#\/subpackage\/statement\/index/);

  // This month: the member is new, so the month opens at zero and closes at the wallet's balance.
  await expect(page.getByTestId('statement-opening')).toHaveText('0.00 UU', { timeout: 30_000 });
  await expect(page.getByTestId('statement-closing')).toHaveText('300.00 UU');
  await expect(page.getByTestId('statement-income')).toHaveText('+300.00');
  const lines = page.getByTestId('statement-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('statement-line-amount')).toHaveText('+100.00');
  await expect(lines.nth(1).getByTestId('statement-line-amount')).toHaveText('+200.00');
  await expect(page.getByTestId('statement-print')).toBeVisible();
  // Printed, the page is the statement alone: no navigation bar, no pickers.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('nav-bar')).toBeHidden();
  await expect(page.getByTestId('statement-month')).toBeHidden();
  await expect(page.getByTestId('statement-closing')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Another balance: nothing moved, opening = closing.
  await page.getByTestId('statement-currency-KB').click();
  await expect(page).toHaveURL(/currency=KB/);
  await expect(page.getByTestId('statement-closing')).toHaveText('0.00 KB');
  await expect(page.getByTestId('statement-line')).toHaveCount(0);
  await page.getByTestId('statement-currency-UU').click();

  // A receipt from the statement: the top-up of 200, completed, with its source.
  await page.getByTestId('statement-line-open').nth(1).click();
  await expect(page).toHaveURL(/#\/subpackage\/receipt\/index\?id=\d+/);
  await expect(page.getByTestId('receipt-type')).toHaveText('儲值', { timeout: 30_000 });
  await expect(page.getByTestId('receipt-status')).toHaveText('已完成');
  await expect(page.getByTestId('receipt-line')).toContainText('+200.00 UU');
  await expect(page.getByTestId('receipt-source')).toBeVisible();

  // The same receipt is reachable from the money log.
  const id = new URL(page.url().replace('#/', '')).searchParams.get('id');
  await page.goto('/#/subpackage/myMoney/index');
  await page.getByTestId('money-log-open').first().click();
  await expect(page.getByTestId('receipt-id')).toHaveText(String(id));
});
