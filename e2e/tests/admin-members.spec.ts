import { adminAccountOverApi, adminApi, desktop, openConsoleAs } from '../fixtures/admin';
import { expect, fundOverApi, memberApi, test } from '../fixtures/api';

test.use(desktop);

/** The member's own call with their token: the envelope's code (the token may be refused). */
async function walletCode(request: import('@playwright/test').APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/personInfo/selectMyWallet', { headers: { satoken: token } });
  return ((await response.json()) as { code: number }).code;
}

test('an admin finds a member by number, adjusts their UU with a reason, and disables them', async ({ page, request, payer }) => {
  await fundOverApi(request, payer.token, '100');
  const admin = await adminAccountOverApi(request, 'admin');
  await openConsoleAs(page, request, admin, 'members');

  await page.getByPlaceholder('ID、會員編號、邀請碼、Email、手機或暱稱').fill(payer.memberNo);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(payer.memberNo) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: payer.memberNo }).click();
  await expect(page.getByTestId('member-title')).toContainText(payer.memberNo);

  // The wallet: 100 UU from the top-up, then a credit of 25.50 with its reason.
  await page.getByRole('tab', { name: '錢包' }).click();
  await expect(page.getByTestId('balance-UU')).toContainText('100.00');
  await page.getByRole('button', { name: '調整餘額' }).click();
  const dialog = page.getByRole('dialog', { name: '調整會員餘額' });
  await dialog.getByLabel('金額（負數為扣減）').fill('25.50');
  await dialog.getByLabel('原因').fill('客服補償 E2E-881');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await page.getByRole('dialog').filter({ hasText: '確定將會員的 UU 調整 25.50' }).getByRole('button', { name: '確定' }).click();
  await expect(page.getByTestId('balance-UU')).toContainText('125.50');
  const entry = page.getByRole('row', { name: /客服補償 E2E-881/ });
  await expect(entry).toContainText('+25.50');
  await expect(entry).toContainText('平台調整');
  // The member sees the same balance.
  const wallet = await memberApi<{ balances: { UU: string } }>(request, payer.token, 'GET', '/personInfo/selectMyWallet');
  expect(wallet.balances.UU).toBe('125.50');

  // Disabling, with a reason: the member's token stops working at once.
  expect(await walletCode(request, payer.token)).toBe(200);
  await page.getByRole('tab', { name: '概要' }).click();
  await page.getByRole('button', { name: '停用', exact: true }).click();
  const disable = page.getByRole('dialog', { name: '停用會員' });
  await disable.getByLabel('原因').fill('帳號疑遭盜用');
  await disable.getByRole('button', { name: '停用' }).click();
  await expect(page.getByTestId('member-status')).toHaveText('已停用');
  await expect(page.getByRole('tabpanel', { name: '概要' }).getByText('帳號疑遭盜用')).toBeVisible();
  // The member's token now answers the invalid-session code of a disabled account at once (issue 18 #7).
  expect(await walletCode(request, payer.token)).toBe(401);

  // The audit log has the adjustment with the balances before and after.
  const audit = await adminApi<{ list: { before: { balances: { UU: number } }; after: { balances: { UU: number } } }[] }>(
    request,
    admin,
    'GET',
    '/admin/audit',
    {
      action: 'adminAdjustMember',
      targetId: String(payer.id),
    },
  );
  expect(audit.list[0]?.before.balances.UU).toBe(10000);
  expect(audit.list[0]?.after.balances.UU).toBe(12550);
});

test('an operator sees the dashboard first and may not adjust balances', async ({ page, request, payer }) => {
  const operator = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, operator);
  await expect(page.getByRole('menuitem', { name: '總覽' })).toBeVisible();
  await expect(page.getByText('會員持有（流通量）')).toBeVisible();
  await page.getByText('近 7 天', { exact: true }).click();
  await expect(page.getByText('以 Asia/Taipei 時區計日')).toBeVisible();

  await page.goto(`/admin/#/members/${payer.id}`);
  await expect(page.getByTestId('member-title')).toContainText(payer.memberNo);
  await page.getByRole('tab', { name: '錢包' }).click();
  await expect(page.getByTestId('balance-UU')).toBeVisible();
  await expect(page.getByRole('button', { name: '調整餘額' })).toHaveCount(0);
});
