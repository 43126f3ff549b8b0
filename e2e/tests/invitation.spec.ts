import { codeFromOutbox, digest, expect, PASSWORD, test, uniqueEmail } from '../fixtures/api';

test('an invited newcomer registers from the shared link with the code already filled in', async ({ page, request, member }) => {
  const email = uniqueEmail('invited');
  const input = (testId: string) => page.getByTestId(testId).locator('input');
  await page.goto(`/#/pages/h5Register/index?code=${member.invitationCode}`);
  await expect(input('register-invitation')).toHaveValue(member.invitationCode);
  await expect(input('register-invitation')).not.toBeEditable();
  // The page says who invited the newcomer (issue 19 #12).
  await expect(page.getByRole('heading', { name: `${member.nickname} 邀請您加入 UU` })).toBeVisible();

  await input('register-email').fill(email);
  await page.getByTestId('register-get-code').click();
  await input('register-code').fill(await codeFromOutbox(email));
  await input('register-password').fill(PASSWORD);
  await input('register-confirm-password').fill(PASSWORD);
  await page.getByTestId('register-agreeService').click();
  await page.getByTestId('register-agreePrivacy').click();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('h5-register-success')).toBeVisible();
  // Signed in already (issue 19 #12): the button goes straight into the app.
  await page.getByRole('button', { name: '開始使用' }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);

  // The account exists and signs in (the referral link itself is asserted by the API tests).
  const res = await request.post('/auth/doLogin', { data: { account: email, password: digest(PASSWORD) } });
  expect(((await res.json()) as { code: number }).code).toBe(200);
});

test('the agreements open from registration, in the chosen language', async ({ page }) => {
  await page.goto('/#/subpackage/register/index');
  await page.getByRole('link', { name: '《服務條款》' }).click();
  await expect(page).toHaveURL(/#\/pages\/agreement\/index\?id=1/);
  await expect(page.getByRole('heading', { name: '服務條款' })).toBeVisible();
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-zh-Hans').click();
  await expect(page.getByRole('heading', { name: '用户服务协议' })).toBeVisible();
});

test('registration refuses to ask for a code for an invalid email, in the member language', async ({ page }) => {
  const input = (testId: string) => page.getByTestId(testId).locator('input');
  await page.goto('/#/subpackage/register/index');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-en').click();
  await input('register-email').fill('not-an-email');
  await page.getByTestId('register-get-code').click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
});
