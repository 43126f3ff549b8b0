import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, test } from '../fixtures/api';

// Issue 3 on a phone: passwords, the payment password, several accounts and the avatar. Members
// sign in over the API (style.md 15); through the UI only where signing in with a new password is
// the point.

const NEW_PASSWORD = 'changed456';
const PAY_PASSWORD = '135790';
const NEW_PAY_PASSWORD = '246801';

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/** Every code the outbox holds for an address, oldest first (the registration code included). */
function outboxCodes(to: string): string[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((entry) => entry.to === to)
    .map((entry) => entry.code);
}

/** The first code written for an address after it held `before` of them. */
async function nextCode(to: string, before: number): Promise<string> {
  await expect.poll(() => outboxCodes(to).length, { message: `a new code in the outbox for ${to}` }).toBeGreaterThan(before);
  return outboxCodes(to)[before]!;
}

async function confirmModal(page: Page) {
  await page.getByRole('button', { name: '確定', exact: true }).click();
}

test('a member changes the login password, lands on login asked to sign in again, and signs in with the new one', async ({
  page,
  signedIn,
}) => {
  await page.goto('/#/subpackage/settingUp/index');
  await page.getByTestId('settings-login-password').click();
  await expect(page).toHaveURL(/#\/subpackage\/settingContent\/index\?type=login/);

  // spec §5: one message at a time, in order; nothing is sent while one shows.
  await page.getByTestId('pwd-submit').click();
  await expect(page.getByRole('alert')).toHaveText('請輸入原密碼');
  await input(page, 'pwd-old').fill(PASSWORD);
  await input(page, 'pwd-new').fill(NEW_PASSWORD);
  await input(page, 'pwd-confirm').fill(`${NEW_PASSWORD}x`);
  await page.getByTestId('pwd-submit').click();
  await expect(page.getByRole('alert')).toHaveText('兩次輸入的密碼不一致');

  await input(page, 'pwd-confirm').fill(NEW_PASSWORD);
  await page.getByTestId('pwd-submit').click();
  await expect(page).toHaveURL(/#\/pages\/login\/index/);
  await expect(page.getByTestId('login-notice')).toHaveText('密碼已修改，請重新登入');
  expect(await page.evaluate(() => window.localStorage.getItem('uu.token'))).toBeNull();

  // The old password no longer opens the account; the new one does.
  await input(page, 'login-account').fill(signedIn.email);
  await input(page, 'login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('帳號或密碼錯誤')).toBeVisible();
  await input(page, 'login-password').fill(NEW_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  await expect(page.getByTestId('mine-nickname')).toHaveText(signedIn.nickname);
});

test('a member sets a payment password with a code, changes it, and lands on login asked to sign in again', async ({ page, signedIn }) => {
  await page.goto('/#/subpackage/settingUp/index');
  await expect(page.getByTestId('settings-pay-password')).toContainText('未設定');
  await page.getByTestId('settings-pay-password').click();
  await expect(page).toHaveURL(/#\/subpackage\/settingContent\/index\?type=setPay/);

  // The registration code went to this address moments ago; a payment code has its own 60 s gap.
  const getCode = page.getByTestId('paypwd-get-code');
  const before = outboxCodes(signedIn.email).length;
  await getCode.click();
  const code = await nextCode(signedIn.email, before);
  await expect(getCode).toHaveText(/\d+ 秒後重發/);
  await expect(getCode).toBeDisabled();
  // Where the code went, masked.
  await expect(page.getByText(/驗證碼已傳送至 /)).toBeVisible();
  await input(page, 'paypwd-code').fill(code);
  await input(page, 'paypwd-new').fill(PAY_PASSWORD);
  await input(page, 'paypwd-confirm').fill(PAY_PASSWORD);
  await page.getByTestId('paypwd-submit').click();

  // Back in settings, still signed in, with the payment password set.
  await expect(page).toHaveURL(/#\/subpackage\/settingUp\/index/);
  await expect(page.getByTestId('settings-pay-password')).toContainText('已設定');

  await page.getByTestId('settings-pay-password').click();
  await expect(page).toHaveURL(/#\/subpackage\/settingContent\/index\?type=pay/);
  await expect(page.getByTestId('pwd-forgot')).toHaveAttribute('href', /getBack\/index\?type=pay/);
  await input(page, 'pwd-old').fill(PAY_PASSWORD);
  await input(page, 'pwd-new').fill(NEW_PAY_PASSWORD);
  await input(page, 'pwd-confirm').fill(NEW_PAY_PASSWORD);
  await page.getByTestId('pwd-submit').click();

  await expect(page).toHaveURL(/#\/pages\/login\/index/);
  await expect(page.getByTestId('login-notice')).toHaveText('密碼已修改，請重新登入');
  expect(await page.evaluate(() => window.localStorage.getItem('uu.token'))).toBeNull();
});

test('a member adds a second account, switches to it, and switches back', async ({ page, signedIn }) => {
  const nickname = `sib${randomBytes(3).toString('hex')}`;
  await page.goto('/#/subpackage/settingUp/index');
  const owner = page.getByTestId(`settings-account-${signedIn.memberNo}`);
  await expect(owner).toContainText('目前');

  await page.getByTestId('settings-add-account').click();
  await input(page, 'add-account-nickname').fill(nickname);
  await input(page, 'add-account-password').fill(PASSWORD);
  await input(page, 'add-account-confirm').fill(PASSWORD);
  await page.getByTestId('add-account-submit').click();

  const sibling = page.getByTestId('settings-accounts').locator('[data-testid^="settings-account-"]', { hasText: nickname });
  await expect(sibling).toBeVisible();
  await expect(sibling).toContainText('一般會員');
  await sibling.click();
  await confirmModal(page);
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  await expect(page.getByTestId('mine-nickname')).toHaveText(nickname);

  await page.getByTestId('mine-entry-settingUp').click();
  await expect(sibling).toContainText('目前');
  await owner.click();
  await confirmModal(page);
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);
  await expect(page.getByTestId('mine-nickname')).toHaveText(signedIn.nickname);
});

test('a member uploads an avatar and sees it on Mine', async ({ page, signedIn }) => {
  await page.goto('/#/subpackage/settingUp/index');
  await expect(page.getByTestId('settings-member-no')).toHaveText(signedIn.memberNo);
  await page.getByTestId('settings-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('settings-avatar-image')).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}-\d+x\d+\.webp$/);

  await page.goto('/#/pages/mine/index');
  const avatar = page.getByTestId('mine-avatar');
  await expect(avatar).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}-\d+x\d+\.webp$/);
  // The file is served and decodes as an image.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('an image of 1 MB or more shows the oversize message with its size and is not uploaded', async ({ page, signedIn }) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/file/file/upload')) uploads.push(request.url());
  });
  await page.goto('/#/subpackage/settingUp/index');
  await expect(page.getByTestId('settings-member-no')).toHaveText(signedIn.memberNo);
  const big = Buffer.alloc(Math.round(1.5 * 1024 * 1024));
  PNG_SIGNATURE.copy(big);
  await page.getByTestId('settings-avatar-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('圖片大小為 1.5 MB，請選擇小於 1 MB 的圖片')).toBeVisible();
  expect(uploads).toEqual([]);
});
