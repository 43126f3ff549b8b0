import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { adminAccountOverApi, adminApi, desktop, openConsoleAs } from '../fixtures/admin';
import {
  addAgedCardOverApi,
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

  await row.getByRole('button', { name: '核准', exact: true }).click();
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
  // A card added yesterday: past the 24-hour hold on a new destination.
  const card = await addAgedCardOverApi(request, payer.token, { holder: '陳美', bankName: '臺灣銀行', cardNumber: '6222021234567890' });
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

test('finance approves a top-up for a corrected amount with a note; the member is credited the correction', async ({
  page,
  request,
  payer,
}) => {
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
    { 'idempotency-key': randomBytes(16).toString('hex') },
  );
  const finance = await adminAccountOverApi(request, 'finance');
  await openConsoleAs(page, request, finance, 'topups');
  const row = page.getByRole('row', { name: new RegExp(payer.nickname) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '更正金額核准' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`以更正金額核准 #${topUp.id}`);
  await expect(dialog).toContainText('會員申請金額：300.00 UU');
  await dialog.getByLabel('實際到帳金額（UU）').fill('250.5');
  // The note is required before anything is sent.
  await dialog.getByRole('button', { name: '核准' }).click();
  await expect(dialog.getByText('請輸入 1 到 200 個字的說明')).toBeVisible();
  await dialog.getByLabel('更正說明（會員看得到）').fill('實際到帳 250.50，差額請洽客服');
  await dialog.getByRole('button', { name: '核准' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: '已核准' }).click();
  const approved = page.getByRole('row', { name: new RegExp(payer.nickname) });
  await expect(approved).toContainText('250.50 UU');
  await expect(approved).toContainText('原申請 300.00');
  await expect(approved).toContainText('實際到帳 250.50，差額請洽客服');

  const wallet = await memberApi<Wallet>(request, payer.token, 'GET', '/personInfo/selectMyWallet');
  expect(wallet.balances.UU).toBe('250.50');
  const mine = await memberApi<{ list: { id: number; amount: string; requestedAmount: string; correctionNote: string }[] }>(
    request,
    payer.token,
    'GET',
    '/topUp/list',
  );
  expect(mine.list[0]).toMatchObject({
    id: topUp.id,
    amount: '250.50',
    requestedAmount: '300.00',
    correctionNote: '實際到帳 250.50，差額請洽客服',
  });
});

test('finance marks a U payout paid with its reference, day and a proof image, shown in the queue', async ({ page, request, payer }) => {
  // U comes from an approved UU withdrawal (66%), then leaves as a U payout to the card.
  await fundOverApi(request, payer.token, '1000');
  const card = await addAgedCardOverApi(request, payer.token, { holder: '陳美', bankName: '臺灣銀行', cardNumber: '6222021234567890' });
  const withdraw = (body: object) =>
    memberApi<{ id: number }>(
      request,
      payer.token,
      'POST',
      '/withdraw',
      { destinationType: 'bank', destinationId: card.id, payPassword: digest(PAY_PASSWORD), ...body },
      { 'idempotency-key': randomBytes(16).toString('hex') },
    );
  const finance = await adminAccountOverApi(request, 'finance');
  const uu = await withdraw({ amount: '500' });
  await adminApi(request, finance, 'POST', `/admin/wallet/withdrawal/${uu.id}/review`, { decision: 'approve' });
  const payout = await withdraw({ currency: 'U', amount: '300' });

  await openConsoleAs(page, request, finance, 'withdrawals');
  const row = page.getByRole('row', { name: new RegExp(`${payout.id}.*${payer.nickname}`) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '標記已付款' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`標記已付款 #${payout.id}`);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByRole('img', { name: '撥款憑證（選填）' })).toBeVisible();
  await dialog.getByLabel('撥款參考編號').fill('CTBC-20261122-0042');
  await dialog.getByRole('button', { name: '標記已付款' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: '已付款' }).click();
  const paid = page.getByRole('row', { name: new RegExp(payer.nickname) });
  await expect(paid).toContainText('參考編號：CTBC-20261122-0042');
  await expect(paid).toContainText(/撥款日期：\d{4}-\d{2}-\d{2}/);
  await expect(paid.getByRole('img', { name: '撥款憑證（選填）' })).toBeVisible();
  const listed = await adminApi<{ list: { id: number; payoutRef: string; payoutProof: string | null }[] }>(
    request,
    finance,
    'GET',
    '/admin/wallet/withdrawals',
    { q: payer.memberNo, status: 'paid' },
  );
  expect(listed.list[0]).toMatchObject({ id: payout.id, payoutRef: 'CTBC-20261122-0042' });
  expect(listed.list[0]?.payoutProof).toMatch(/^\/files\//);
});
