import { codeFromOutbox, expect, PASSWORD, test, uniqueEmail } from '../fixtures/api';

// The one test that goes through registration and sign-in in the UI (style.md 15): the rest sign in over the API.
test('a newcomer registers with the code from the outbox, is signed in at once, sees Mine in English and back, signs out and in again', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  const input = (testId: string) => page.getByTestId(testId).locator('input');

  await page.goto('/#/subpackage/register/index');
  await input('register-email').fill(email);
  await page.getByTestId('register-get-code').click();
  const code = await codeFromOutbox(email);
  // The button counts down the 60 s before another code may be asked for (spec §4).
  await expect(page.getByTestId('register-get-code')).toContainText(/\d+/);
  await expect(page.getByTestId('register-get-code')).toBeDisabled();

  await input('register-code').fill(code);
  await input('register-password').fill(PASSWORD);
  await input('register-confirm-password').fill(PASSWORD);
  await page.getByTestId('register-agreeService').click();
  await page.getByTestId('register-agreePrivacy').click();
  await page.getByTestId('register-submit').click();

  // Registered: signed in at once, on Mine (issue 19 #12), not sent to type it all again.
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  await expect(page.getByTestId('mine-nickname')).toHaveText(/^uu\d{8}$/);
  await expect(page.getByTestId('mine-member-no')).toContainText(/[1-9]\d{7}/);
  await expect(page.getByTestId('mine-invitation-code')).toHaveText(/^[A-Z2-9]{8}$/);
  await expect(page.getByTestId('mine-level')).toHaveText('一般會員');
  await expect(page.getByTestId('tab-bar')).toBeVisible();

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('mine-level')).toHaveText('Common user');
  await expect(page.getByTestId('mine-logout')).toHaveText('Sign out');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-zh-Hant').click();
  await expect(page.getByTestId('mine-level')).toHaveText('一般會員');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

  await page.getByTestId('mine-logout').click();
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/index/);
  expect(await page.evaluate(() => window.localStorage.getItem('uu.token'))).toBeNull();
  // Mine is for members only now.
  await page.goto('/#/pages/mine/index');
  await expect(page).toHaveURL(/#\/pages\/login\/index/);
  // Signing in through the form brings the member back to Mine.
  await input('login-account').fill(email);
  await input('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  await expect(page.getByTestId('mine-nickname')).toHaveText(/^uu\d{8}$/);
});

test('a wrong password gets the one message whether or not the account exists', async ({ page, member }) => {
  const input = (testId: string) => page.getByTestId(testId).locator('input');
  await page.goto('/#/pages/login/index');
  await input('login-account').fill(member.email);
  await input('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('帳號或密碼錯誤')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/login\/index/);
});
