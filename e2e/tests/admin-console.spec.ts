import { adminAccountOverApi, chooseOption, desktop, openConsoleAs } from '../fixtures/admin';
import { expect, test } from '../fixtures/api';

test.use(desktop);

test('the first admin signs in through the form, adds a clerk, and finds the change in the audit log', async ({ page }) => {
  // A long walk (sign-in, a second tab, an account, the audit log, the language): more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: '登入管理後台' })).toBeVisible();
  await page.getByLabel('電子郵件').fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByLabel('密碼').fill('wrong-password-0');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByText('帳號或密碼錯誤，或帳號已停用')).toBeVisible();
  await page.getByLabel('密碼').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(/（管理員）/);

  await page.getByRole('menuitem', { name: '後台帳號' }).click();
  await page.getByRole('button', { name: '新增帳號' }).click();
  const dialog = page.getByRole('dialog');
  const email = `finance-${Date.now()}@e2e.test`;
  await dialog.getByLabel('電子郵件').fill(email);
  await dialog.getByLabel('姓名').fill('財務小林');
  await chooseOption(page, dialog, '角色', '財務');
  await dialog.getByLabel('密碼', { exact: true }).fill('finance-password-1');
  await dialog.getByRole('button', { name: '儲存' }).click();
  const accountRow = page.getByRole('row', { name: new RegExp(email) });
  await expect(accountRow).toContainText('財務');
  const id = (await accountRow.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);

  // The audit log, filtered to this account (other tests' admins change accounts at the same time).
  await page.getByRole('menuitem', { name: '操作紀錄' }).click();
  await page.getByPlaceholder('對象編號').fill(id);
  // The action is chosen and shown in words, not by its internal name; the row opens on the fields that changed.
  await page
    .locator('.ant-select')
    .filter({ hasText: /^所有操作$/ })
    .click();
  await page.keyboard.type('儲存操作員帳號');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '搜尋' }).click();
  const row = page.getByRole('row', { name: /儲存操作員帳號/ }).first();
  await expect(row).toContainText(process.env.E2E_ADMIN_EMAIL ?? '');
  await expect(page.getByRole('row', { name: /儲存操作員帳號/ })).toHaveCount(1);
  await expect(page.locator('.ant-table').getByText('saveAdminUser', { exact: true })).toHaveCount(0);
  await row.getByRole('button').first().click();
  await expect(page.getByRole('cell', { name: 'email', exact: true })).toBeVisible();
  await expect(page.getByText(email).last()).toBeVisible();

  // The language follows the choice, and signing out returns to the form.
  await chooseOption(page, page, '語言', 'English');
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
});

test('a finance account sees only what finance may open, and a page beyond its role says so', async ({ page, request }) => {
  const finance = await adminAccountOverApi(request, 'finance');
  await openConsoleAs(page, request, finance, 'audit');
  await expect(page.getByText('您的角色無權查看此頁')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '後台帳號' })).toHaveCount(0);
});
