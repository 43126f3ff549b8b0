import { chooseOption, desktop, firstAdmin, openConsoleAs } from '../fixtures/admin';
import { expect, test } from '../fixtures/api';

test.use(desktop);

test('an admin builds a role of only the orders permissions; its operator sees only the orders menu, and a direct link elsewhere says no', async ({
  page,
  request,
}) => {
  // A long walk (a role, an account, a second sign-in): more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const admin = await firstAdmin(request);
  await openConsoleAs(page, request, admin, 'operators');

  // The role editor groups the permissions by page; the role gets the orders list only.
  await page.getByRole('tab', { name: '角色與權限' }).click();
  await page.getByRole('button', { name: '新增角色' }).click();
  const editor = page.getByRole('dialog');
  const roleName = `訂單檢視 ${Date.now() % 100000}`;
  await editor.getByLabel('角色名稱').fill(roleName);
  await editor.getByTestId('permissions-orders').getByLabel('檢視訂單').check();
  await editor.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toContainText('1 項權限');

  // An account is given the role.
  await page.getByRole('tab', { name: '帳號' }).click();
  await page.getByRole('button', { name: '新增帳號' }).click();
  const dialog = page.getByRole('dialog');
  const email = `orders-${Date.now()}@e2e.test`;
  await dialog.getByLabel('電子郵件').fill(email);
  await dialog.getByLabel('姓名').fill('訂單小陳');
  await chooseOption(page, dialog, '角色', roleName);
  await dialog.getByLabel('密碼', { exact: true }).fill('orders-password-1');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(roleName);

  // Signed in as that account: the orders menu only (and its own account page).
  await page.getByRole('button', { name: '登出' }).click();
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('密碼').fill('orders-password-1');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`訂單小陳（${roleName}）`);
  await expect(page.getByRole('menuitem', { name: '訂單管理' })).toBeVisible();
  // Every operator's own pages (my account, my exports) aside; the orders item may carry its waiting-work count.
  const menu = (await page.getByRole('menuitem').allTextContents())
    .map((s) => s.trim().replace(/\d+$/, ''))
    .filter((s) => s !== '我的帳號' && s !== '我的匯出');
  expect(menu).toEqual(['訂單管理']);

  // A direct link to another page shows the no-permission page, not the page.
  await page.goto('/admin/#/members');
  await expect(page.getByText('您的角色無權查看此頁')).toBeVisible();
  await page.goto('/admin/#/operators');
  await expect(page.getByText('您的角色無權查看此頁')).toBeVisible();
});
