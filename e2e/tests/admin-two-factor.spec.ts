import { Secret, TOTP } from 'otpauth';
import { adminAccountOverApi, adminApi, desktop, firstAdmin, openConsoleAs } from '../fixtures/admin';
import { expect, test } from '../fixtures/api';

test.use(desktop);

/** The code an authenticator app shows for the secret at an instant (the test is the operator's phone). */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
}

test('an operator sets up two-step verification from their account page, then signs in with a code', async ({ page, request }) => {
  // The code of the set-up is refused at the sign-in until the next 30-second step: up to half a minute of waiting.
  test.setTimeout(150_000);
  const account = await adminAccountOverApi(request, 'operator');
  await openConsoleAs(page, request, account, 'account');
  await expect(page.getByRole('heading', { name: '我的帳號' })).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText('未啟用');
  await page.getByRole('button', { name: '設定兩步驟驗證' }).click();

  // The QR code and the key as text; the test reads the key as an operator would type it into the app.
  await expect(page.locator('.ant-qrcode canvas')).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('驗證碼').fill('000000' === codeAt(secret, Date.now()) ? '111111' : '000000');
  await page
    .getByRole('button', { name: '啟 用' })
    .or(page.getByRole('button', { name: '啟用' }))
    .click();
  await expect(page.getByText('驗證碼錯誤或已使用過')).toBeVisible();
  const setupCode = codeAt(secret, Date.now());
  const setupAt = Date.now();
  await page.getByLabel('驗證碼').fill(setupCode);
  await page
    .getByRole('button', { name: '啟 用' })
    .or(page.getByRole('button', { name: '啟用' }))
    .click();

  // Ten recovery codes, shown once.
  const codes = ((await page.getByTestId('recovery-codes').textContent()) ?? '').trim().split('\n');
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await page.getByTestId('two-factor-done').click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('已啟用');
  await expect(page.getByText('剩餘備用碼：10 組')).toBeVisible();

  // Signing in again takes the password, then the code.
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('heading', { name: '登入管理後台' })).toBeVisible();
  await page.getByLabel('電子郵件').fill(account.email);
  await page.getByLabel('密碼').fill(account.password);
  await page.getByRole('button', { name: /登\s?入/ }).click();
  await expect(page.getByRole('heading', { name: '兩步驟驗證' })).toBeVisible();
  // The code the set-up took is not taken again.
  const replayed = Math.floor(Date.now() / 30_000) === Math.floor(setupAt / 30_000);
  if (replayed) {
    await page.getByLabel('驗證碼或備用碼').fill(setupCode);
    await page.getByRole('button', { name: /驗\s?證/ }).click();
    await expect(page.getByText('驗證碼錯誤或已使用過')).toBeVisible();
  }
  // The next step's code signs in.
  const next = (Math.floor(setupAt / 30_000) + 1) * 30_000;
  await page.waitForTimeout(Math.max(0, next - Date.now() + 500));
  await page.getByLabel('驗證碼或備用碼').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: /驗\s?證/ }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText('E2E operator');

  // The account page lists this session and the sign-ins.
  await page.getByRole('menuitem', { name: '我的帳號' }).click();
  await expect(page.getByTestId('sessions-table')).toContainText('目前這個');
  await expect(page.getByTestId('sign-ins-table')).toContainText('成功');
  if (replayed) await expect(page.getByTestId('sign-ins-table')).toContainText('驗證碼錯誤');

  // An admin sees the same in the operators page, and ends the operator's sessions: the operator's console signs out at once.
  const admin = await firstAdmin(request);
  const activity = await adminApi<{ sessions: { id: number }[] }>(request, admin, 'GET', `/admin/operators/${account.id}/activity`);
  expect(activity.sessions.length).toBeGreaterThan(0);
  await adminApi(request, admin, 'POST', `/admin/operators/${account.id}/sessions/end`, {});
  await page.getByRole('menuitem', { name: '我的帳號' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: '登入管理後台' })).toBeVisible();
});

test("an admin opens an operator's security from the operators page", async ({ page, request }) => {
  const operator = await adminAccountOverApi(request, 'finance');
  const admin = await firstAdmin(request);
  await openConsoleAs(page, request, admin, 'operators');
  const row = page.getByRole('row', { name: new RegExp(operator.email) });
  await row.getByRole('button', { name: '安全與紀錄' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('E2E finance 的安全與紀錄')).toBeVisible();
  await expect(drawer.getByTestId('sessions-table')).toContainText('127.0.0.1');
  await expect(drawer.getByTestId('sign-ins-table')).toContainText('成功');
  await drawer.getByRole('button', { name: '結束所有工作階段' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '結束所有工作階段' }).click();
  await expect(drawer.getByTestId('sessions-table')).toContainText('沒有進行中的工作階段');
  const refused = await request.get('/admin/auth/me', { headers: { 'x-admin-token': operator.token } });
  expect(((await refused.json()) as { code: number }).code).toBe(8002);
});
