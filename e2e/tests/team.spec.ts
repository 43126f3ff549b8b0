import fs from 'node:fs';
import { devices } from '@playwright/test';
import { codeFromOutbox, digest, expect, PASSWORD, test, uniqueEmail } from '../fixtures/api';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a member shares the invitation, saves both posters, and the newcomer appears in the team and in sixDegrees', async ({
  page,
  browser,
  request,
  signedIn,
}) => {
  // Mine → the team hub: nobody yet.
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-entry-navTeam').click();
  await expect(page).toHaveURL(/#\/subpackage\/navTeam\/index/);
  await expect(page.getByTestId('team-direct-count')).toHaveText('0');
  await expect(page.getByTestId('team-level')).toHaveText('一般會員');
  await expect(page.getByTestId('team-next-level')).toContainText('會員');

  // The share area: the code, the link to h5Register, the posters drawn and saved as PNGs of spec §9's sizes.
  await page.getByTestId('team-entry-myInvitation').click();
  await expect(page.getByTestId('invitation-code')).toHaveText(signedIn.invitationCode);
  const link = await page.getByTestId('invitation-link').getAttribute('href');
  expect(link).toMatch(new RegExp(`#/pages/h5Register/index\\?code=${signedIn.invitationCode}$`));
  const poster = page.getByTestId('invitation-poster');
  for (const [kind, width, height] of [
    ['large', 750, 1150],
    ['small', 594, 850],
  ] as const) {
    await page.getByTestId(`poster-tab-${kind}`).click();
    await expect(poster).toHaveAttribute('data-kind', kind);
    await expect(poster).toHaveAttribute('data-state', 'ready');
    expect(await poster.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([width, height]);
    // Something was drawn: the card's white and the background's orange are both there.
    const colours = await poster.evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d')!;
      const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data).slice(0, 3);
      return { corner: at(2, 2), card: at(Math.round(c.width * 0.1), Math.round(c.height * 0.5)) };
    });
    expect(colours.card).toEqual([255, 255, 255]);
    expect(colours.corner[0]).toBeGreaterThan(200);
    expect(colours.corner[2]).toBeLessThan(120);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invitation-save').click()]);
    expect(download.suggestedFilename()).toBe(`uu-invitation-${signedIn.invitationCode}-${width}x${height}.png`);
    expect(pngSize(await download.path())).toEqual({ width, height });
  }

  // A newcomer opens the link on their own phone and registers.
  const visitor = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-TW' });
  const other = await visitor.newPage();
  const email = uniqueEmail('team');
  const input = (testId: string) => other.getByTestId(testId).locator('input');
  await other.goto(link!);
  await expect(input('register-invitation')).toHaveValue(signedIn.invitationCode);
  await input('register-email').fill(email);
  await other.getByTestId('register-get-code').click();
  await input('register-code').fill(await codeFromOutbox(email));
  await input('register-password').fill(PASSWORD);
  await input('register-confirm-password').fill(PASSWORD);
  await other.getByTestId('register-agreeService').click();
  await other.getByTestId('register-agreePrivacy').click();
  await other.getByTestId('register-submit').click();
  await expect(other.getByTestId('h5-register-success')).toBeVisible();
  await visitor.close();
  const signIn = await request.post('/auth/doLogin', { data: { account: email, password: digest(PASSWORD) } });
  const newcomer = ((await signIn.json()) as { data: { user: { nickname: string; memberNo: string } } }).data.user;

  // The inviter's team hub shows them, with their level.
  await page.goto('/#/subpackage/navTeam/index');
  await expect(page.getByTestId('team-direct-count')).toHaveText('1');
  await expect(page.getByTestId('team-member-count')).toHaveText('1');
  await expect(page.getByTestId('team-invited')).toContainText('累計邀請 1 人');
  await expect(page.getByTestId('team-invited')).toContainText('今日邀請 1 人');
  const row = page.getByTestId('team-directs').getByTestId('team-member');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('team-member-nickname')).toHaveText(newcomer.nickname);
  await expect(row.getByTestId('team-member-level')).toHaveText('一般會員');

  // sixDegrees: one at depth 1, none below; the email masked.
  await page.getByTestId('team-entry-sixDegrees').click();
  await expect(page.getByTestId('six-count-1')).toHaveText('1');
  await expect(page.getByTestId('six-count-2')).toHaveText('0');
  const member = page.getByTestId('six-members').getByTestId('team-member');
  await expect(member).toHaveAttribute('data-member-no', newcomer.memberNo);
  await expect(member.getByTestId('team-member-contact')).toHaveText(/^t\*\*\*[0-9a-f]@example\.com$/);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.getByTestId('six-tab-2').click();
  await expect(page).toHaveURL(/depth=2/);
  await expect(page.getByTestId('empty-view')).toBeVisible();
});
