import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { adminAccountOverApi, adminApi, desktop, openConsoleAs } from '../fixtures/admin';
import {
  digest,
  E2E_CHANNEL,
  expect,
  fundOverApi,
  memberApi,
  PAY_PASSWORD,
  setTopUpChannelsOverApi,
  test,
  TINY_PNG,
} from '../fixtures/api';

// The operators work in the platform's time zone: the console's days are the server's days.
test.use({ ...desktop, timezoneId: 'Asia/Taipei' });

type Wallet = { balances: Record<string, string> };

test('finance sees a pending top-up with its proof, approves it, and the member holds the UU', async ({ page, request, payer }) => {
  // The member asks (upload + /topUp/create, as the app does); nobody approves it over the API.
  await setTopUpChannelsOverApi(request);
  const upload = await request.post('/file/file/upload', {
    headers: { satoken: payer.token },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  const proof = ((await upload.json()) as { data: { url: string } }).data.url;
  const topUp = await memberApi<{ id: number }>(
    request,
    payer.token,
    'POST',
    '/topUp/create',
    { amount: '300', channel: E2E_CHANNEL.id, proof },
    {
      'idempotency-key': randomBytes(16).toString('hex'),
    },
  );

  const finance = await adminAccountOverApi(request, 'finance');
  await openConsoleAs(page, request, finance, 'topups');
  await expect(page.getByRole('menuitem', { name: '儲值審核' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(payer.nickname) });
  // The first load waits for the lazy page and its call on a busy machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('300.00 UU');
  await expect(row).toContainText('待審核');
  await expect(row).toContainText(E2E_CHANNEL.name);

  // The proof is the member's upload, loaded by the console and opened large.
  const image = row.getByRole('img', { name: `付款憑證 #${topUp.id}` });
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await row.locator('.ant-image').click(); // the preview mask lies over the thumbnail
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview-img')).toBeHidden();

  await row.getByRole('button', { name: '核准' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '核准' }).click();
  await expect(page.getByText('已核准').first()).toBeVisible();
  // It leaves the pending tab and shows as approved, with who decided.
  await expect(page.getByRole('row', { name: new RegExp(payer.nickname) })).toHaveCount(0);
  await page.getByRole('tab', { name: '已核准' }).click();
  await expect(page.getByRole('row', { name: new RegExp(payer.nickname) })).toContainText('E2E finance');

  const wallet = await memberApi<Wallet>(request, payer.token, 'GET', '/personInfo/selectMyWallet');
  expect(wallet.balances.UU).toBe('300.00');
});

test('finance rejects a withdrawal with a reason in the console, and the member gets the UU back', async ({ page, request, payer }) => {
  await fundOverApi(request, payer.token, '500');
  const card = await memberApi<{ id: number }>(request, payer.token, 'PUT', '/bankCard/addBankCard', {
    holder: '陳美',
    bankName: '臺灣銀行',
    cardNumber: '6222021234567890',
  });
  const asked = await memberApi<{ id: number }>(
    request,
    payer.token,
    'POST',
    '/withdraw',
    { amount: '200', destinationType: 'bank', destinationId: card.id, payPassword: digest(PAY_PASSWORD) },
    { 'idempotency-key': randomBytes(16).toString('hex') },
  );
  expect((await memberApi<Wallet>(request, payer.token, 'GET', '/personInfo/selectMyWallet')).balances.UU).toBe('300.00');

  const finance = await adminAccountOverApi(request, 'finance');
  await openConsoleAs(page, request, finance, 'withdrawals');
  const row = page.getByRole('row', { name: new RegExp(payer.nickname) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  // The breakdown and the destination, the card number whole (finance pays to it).
  await expect(row).toContainText('200.00 UU');
  await expect(row).toContainText('手續費 2.00');
  await expect(row).toContainText('FB 66.00');
  await expect(row).toContainText('U 132.00');
  await expect(row).toContainText('6222021234567890');
  await expect(row).toContainText('陳美');

  await row.getByRole('button', { name: '駁回' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`駁回申請 #${asked.id}`);
  // The reason is required before anything is sent.
  await dialog.getByRole('button', { name: '駁回' }).click();
  await expect(dialog.getByText('請輸入 1 到 200 個字的原因')).toBeVisible();
  await dialog.getByLabel('駁回原因（會員看得到）').fill('戶名與會員資料不符');
  await dialog.getByRole('button', { name: '駁回' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(payer.nickname) })).toHaveCount(0);
  await page.getByRole('tab', { name: '已駁回' }).click();
  await expect(page.getByRole('row', { name: new RegExp(payer.nickname) })).toContainText('戶名與會員資料不符');

  const rejected = await adminApi<{ list: { id: number; status: string; reason: string }[] }>(
    request,
    finance,
    'GET',
    '/admin/wallet/withdrawals',
    { q: payer.memberNo },
  );
  expect(rejected.list[0]).toMatchObject({ id: asked.id, status: 'rejected', reason: '戶名與會員資料不符' });
  expect((await memberApi<Wallet>(request, payer.token, 'GET', '/personInfo/selectMyWallet')).balances.UU).toBe('500.00');
});

test('finance checks the ledger and downloads the entries of today as CSV', async ({ page, request, payer }) => {
  await fundOverApi(request, payer.token, '100');
  const finance = await adminAccountOverApi(request, 'finance');
  await openConsoleAs(page, request, finance, 'ledger');
  await page.getByRole('button', { name: '立即核對' }).click();
  await expect(page.getByText('帳本正確')).toBeVisible();

  await page.getByRole('menuitem', { name: '報表匯出' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '帳本分錄 下載 CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^uu-entries_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(`,member,${payer.memberNo},${payer.nickname},UU,100.00,`);
});
