import { randomUUID } from 'node:crypto';
import { adminAccountOverApi, desktop, openConsoleAs } from '../fixtures/admin';
import { digest, expect, fundOverApi, memberApi, registerOverApi, test } from '../fixtures/api';

test.use(desktop);

/** A transfer of 1 UU with a payment password: the envelope's code. */
async function transferCode(request: import('@playwright/test').APIRequestContext, token: string, to: string, pin: string) {
  const response = await request.post('/transferUu', {
    data: { to, amount: '1', payPassword: digest(pin) },
    headers: { satoken: token, 'idempotency-key': randomUUID() },
  });
  return ((await response.json()) as { code: number }).code;
}

test('an operator tags a member, finds them by the tag with their balances, lifts their payment lock and resets their payment password', async ({
  page,
  request,
  payer,
}) => {
  await fundOverApi(request, payer.token, '100');
  const tag = `E2E${payer.memberNo.slice(-4)}`;
  const operator = await adminAccountOverApi(request, 'operator');

  // Five wrong payment passwords lock the member's payments.
  const friend = await registerOverApi(request);
  for (let i = 0; i < 5; i++) await transferCode(request, payer.token, friend.email, '000000');
  await openConsoleAs(page, request, operator, `members/${payer.id}`);
  await expect(page.getByTestId('member-title')).toContainText(payer.memberNo);
  await expect(page.getByText(/支付鎖定至/)).toBeVisible();

  // Lifting it, after a confirmation.
  await page.getByRole('button', { name: '解除支付鎖定' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('已解除支付鎖定')).toBeVisible();
  await expect(page.getByText(/支付鎖定至/)).toHaveCount(0);

  // A tag and a note.
  const tags = page.getByRole('combobox', { name: '標籤' });
  await tags.fill(tag);
  await tags.press('Enter');
  await page.getByRole('button', { name: '儲存標籤' }).click();
  await expect(page.getByText('標籤已儲存')).toBeVisible();
  await page.getByRole('textbox', { name: '備註' }).fill('電話聯絡過，偏好 Email');
  await page.getByRole('button', { name: '儲存備註' }).click();
  await expect(page.getByText('備註已儲存')).toBeVisible();

  // The payment password reset: asked first, no password shown; the member must set a new one.
  await page.getByRole('button', { name: '重設支付密碼' }).click();
  await page.getByRole('dialog').filter({ hasText: '會員目前的支付密碼將立即失效' }).getByRole('button', { name: '確定' }).click();
  await expect(page.getByText(/^已重設/)).toBeVisible();
  const info = await memberApi<{ isSetPayPassword: boolean }>(request, payer.token, 'GET', '/personInfo/getUserInfo');
  expect(info.isSetPayPassword).toBe(false);

  // The members list filtered by the tag: this member only, with the tag and the five balances.
  await page.goto(`/admin/#/members?tag=${encodeURIComponent(tag)}`);
  const rows = page.getByRole('row', { name: new RegExp(payer.memberNo) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(tag);
  await expect(rows).toContainText('100.00');
  await expect(page.getByRole('button', { name: '匯出會員' })).toBeVisible();
});
