import { expect, PASSWORD, test } from '../fixtures/api';

test('a deep link opened while signed out comes back after sign-in', async ({ page, member }) => {
  await page.goto('/#/subpackage/settingUp/index');
  await expect(page).toHaveURL(/#\/pages\/login\/index/);

  const input = (testId: string) => page.getByTestId(testId).locator('input');
  await input('login-account').fill(member.memberNo);
  await input('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(/#\/subpackage\/settingUp\/index/);
  await expect(page.getByTestId('nav-bar')).toContainText('設定');
  await expect(page.getByTestId('settings-member-no')).toHaveText(member.memberNo);
});

test('a member signed in over the API sees their own Mine page', async ({ page, signedIn }) => {
  await page.goto('/#/pages/mine/index');
  await expect(page.getByTestId('mine-nickname')).toHaveText(signedIn.nickname);
  await expect(page.getByTestId('mine-member-no')).toContainText(signedIn.memberNo);
  await expect(page.getByTestId('mine-invitation-code')).toHaveText(signedIn.invitationCode);
});

test('an expired or revoked session sends the member to sign in, once', async ({ page, signedIn }) => {
  await page.goto('/#/pages/mine/index');
  await expect(page.getByTestId('mine-nickname')).toHaveText(signedIn.nickname);
  // The server no longer knows the token (as after a password change on another device).
  await page.evaluate(() => window.localStorage.setItem('uu.token', 'revoked-token'));
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/login\/index\?redirect=/);
  expect(await page.evaluate(() => window.localStorage.getItem('uu.token'))).toBeNull();
});

test('a screen whose code cannot be fetched offers to reload, inside the bars; the next page opens as usual', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-entry-mall')).toBeVisible();
  // Every later script fails, as after a release that removed the old hashed files.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.getByTestId('home-entry-chat').click();
  await expect(page.getByRole('button', { name: '重新整理' })).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.getByTestId('nav-bar').getByRole('button', { name: '首頁' }).click();
  await expect(page.getByTestId('home-entry-mall')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新整理' })).toHaveCount(0);
});
