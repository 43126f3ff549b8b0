import path from 'node:path';
import { expect, fundOverApi, operatorApi, test, tokenOverApi } from '../fixtures/api';

// Issue 24 on a phone: a missed day made up from the check-in calendar, and UU from a reward shown as expiring with its
// last day. Back-office settings are set over the API (as the other fixtures do); the member does the rest in the app.

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The platform day (Asia/Taipei, the server's default) of an instant, as YYYY-MM-DD. */
const taipeiDay = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Asia/Taipei' });

test('a member makes up yesterday’s missed check-in with UU; the calendar marks it and the wallet pays for it', async ({
  page,
  request,
  signedIn,
}) => {
  const today = taipeiDay(Date.now());
  const yesterday = taipeiDay(Date.now() - DAY);
  test.skip(yesterday.slice(0, 7) !== today.slice(0, 7), 'a make-up is for a missed day of this month: today is the first');
  const token = await tokenOverApi(request, signedIn.email);
  await fundOverApi(request, token, '100');

  await page.goto('/#/subpackage/myMoney/index');
  const before = Number(await page.getByTestId('wallet-balance-UU').textContent());
  expect(before).toBeGreaterThanOrEqual(100);

  await page.goto('/#/subpackage/signIn/index');
  const info = page.getByTestId('signin-makeup-info');
  await expect(info).toHaveText(/補簽每次 5\.00 UU，本月還可補簽 2 次/);
  await expect(page.getByTestId(`signin-day-${yesterday}`)).toHaveAttribute('data-missed', 'true');
  await page.getByTestId(`signin-makeup-${yesterday}`).click();
  await expect(page.getByText(`補簽 ${yesterday} 需花費 5.00 UU，補簽後本月還可補簽 1 次。確定補簽嗎？`)).toBeVisible();
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page.getByText(`已補簽 ${yesterday}，目前已連續簽到 1 天`)).toBeVisible();
  const day = page.getByTestId(`signin-day-${yesterday}`);
  await expect(day).toHaveAttribute('data-made-up', 'true');
  await expect(day).toHaveAttribute('aria-label', new RegExp(`^${yesterday} · 已補簽`));
  await expect(info).toHaveText(/本月還可補簽 1 次/);

  // Checking in today continues the run the make-up restored.
  await page.getByTestId('signin-button').click();
  await expect(page.getByTestId('signin-streak')).toHaveAttribute('data-streak', '2');

  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText((before - 5).toFixed(2));
});

test('UU from a redemption code is kept in a dated lot; as its last day nears the wallet says how much and until when', async ({
  page,
  request,
  signedIn,
}) => {
  const run = Date.now().toString(36);
  // Reward UU expires after the operator's validity; set for this credit only (later credits elsewhere in the run keep none).
  await operatorApi(request, 'PUT', '/admin/config', { uuValidityMonths: 6 });
  const created = await operatorApi<{ id: number }>(request, 'POST', '/admin/redeem/batches', {
    name: { 'zh-Hant': `E2E 到期 ${run}` },
    reward: { kind: 'uu', amount: '8.80' },
    count: 1,
    validFrom: new Date(Date.now() - HOUR).toISOString(),
    validTo: new Date(Date.now() + 24 * HOUR).toISOString(),
    oncePerMember: true,
  });
  const codes = await operatorApi<{ list: { code: string }[] }>(request, 'GET', `/admin/redeem/batches/${created.id}/codes?size=10`);
  const token = await tokenOverApi(request, signedIn.email);
  const redeemed = await request.post('/user/redeem', { headers: { satoken: token }, data: { code: codes.list[0]!.code } });
  expect(((await redeemed.json()) as { code: number }).code).toBe(200);
  await operatorApi(request, 'PUT', '/admin/config', { uuValidityMonths: 0 });

  // Six months ahead: not yet shown.
  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('8.80');
  await expect(page.getByTestId('wallet-expiring-uu')).toHaveCount(0);

  // The built server runs on the system clock: the lot is moved to expire in ten days in its database, as one credited
  // six months ago would (the sweep and the reminders are tested on the API's controlled clock, uu-expiry.test.ts).
  const expiresAt = Date.now() + 10 * DAY;
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'e2e.db'));
  try {
    db.pragma('busy_timeout = 10000');
    expect(db.prepare('update uu_lots set expires_at = ? where user_id = ?').run(expiresAt, signedIn.id).changes).toBe(1);
  } finally {
    db.close();
  }
  await page.reload();
  await expect(page.getByTestId('wallet-expiring-uu')).toContainText('30 天內將到期 8.80 UU');
  await expect(page.getByTestId('wallet-expiring-day')).toHaveText(`8.80 UU 可使用至 ${taipeiDay(expiresAt - 1)}`);
});
