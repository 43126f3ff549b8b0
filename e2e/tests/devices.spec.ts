import { devices, type Page } from '@playwright/test';
import { expect, PASSWORD, test } from '../fixtures/api';

// Issue 18 on a phone: the member signs in on two devices (two browser contexts, each through the
// sign-in screen: the device each one reports is the point), sees both in settings › devices, signs
// the other one out, and that one is sent to sign in at its next action.

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

async function signInThroughUi(page: Page, email: string) {
  await page.goto('/#/pages/login/index');
  await input(page, 'login-account').fill(email);
  await input(page, 'login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
}

test('a member sees both signed-in devices, signs the other out, and that device lands on the login page at once', async ({
  page,
  browser,
  member,
}) => {
  // The second device: an iPhone, with a browser context of its own.
  const iphone = await browser.newContext({ ...devices['iPhone 13'], locale: 'zh-TW', baseURL: test.info().project.use.baseURL });
  const other = await iphone.newPage();
  try {
    await signInThroughUi(other, member.email);
    await signInThroughUi(page, member.email);

    await page.goto('/#/subpackage/settingUp/index');
    await page.getByTestId('settings-devices').click();
    await expect(page).toHaveURL(/#\/subpackage\/devices\/index/);
    const items = page.getByTestId('device-item');
    await expect(items).toHaveCount(2);
    // This phone (a Pixel: Android, Chrome) first and marked; the iPhone below with its own sign-out.
    const mine = items.filter({ has: page.getByTestId('device-this') });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Android');
    await expect(mine.getByTestId('device-sign-out')).toHaveCount(0);
    const theIphone = items.filter({ hasText: 'Apple iPhone' });
    await expect(theIphone).toContainText('iOS');
    await expect(theIphone).toContainText('最後活動');
    await expect(theIphone).toContainText('網頁版');

    // The iPhone is open on settings, about to do something.
    await other.goto('/#/subpackage/settingUp/index');
    await expect(other.getByTestId('settings-devices')).toBeVisible();

    await theIphone.getByTestId('device-sign-out').click();
    await expect(page.getByRole('dialog')).toContainText('確定要將「Apple iPhone」登出嗎？');
    await page.getByRole('button', { name: '確定', exact: true }).click();
    await expect(page.getByText('已將該裝置登出')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId('device-only-this')).toHaveText('目前只有本機登入您的帳號');

    // The member socket, open on every screen since the message centre, is closed by the server at once
    // (devices.service.ts): the signed-out device goes to the login page without waiting for its next action.
    await expect(other).toHaveURL(/#\/pages\/login\/index/);
    expect(await other.evaluate(() => window.localStorage.getItem('uu.token'))).toBeNull();

    // This phone carries on, and its sign-in history shows both sign-ins.
    await page.goto('/#/subpackage/settingUp/index');
    await page.getByTestId('settings-sign-in-history').click();
    await expect(page.getByTestId('sign-in-item')).toHaveCount(2);
    await expect(page.getByTestId('sign-in-item').first()).toContainText('登入成功');
  } finally {
    await iphone.close();
  }
});
