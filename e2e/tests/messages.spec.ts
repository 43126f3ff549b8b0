import { randomBytes } from 'node:crypto';
import { adminAccountOverApi, desktop, openConsoleAs } from '../fixtures/admin';
import { E2E_CHANNEL, expect, memberApi, setTopUpChannelsOverApi, test, TINY_PNG } from '../fixtures/api';

// Issue 21 on a phone: the member's app is open on the home page; an operator approves their top-up
// in the console (another browser); the bell and the Mine tab's badge rise without a reload, over the
// member's socket, and the message opens the top-up.

test('an operator approves a top-up in the console: the member’s badge rises live, and the message opens the top-up', async ({
  page,
  browser,
  request,
  payer,
}) => {
  await setTopUpChannelsOverApi(request);
  const upload = await request.post('/file/file/upload', {
    headers: { satoken: payer.token },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  const proof = ((await upload.json()) as { data: { url: string } }).data.url;
  await memberApi(
    request,
    payer.token,
    'POST',
    '/topUp/create',
    { amount: '300', channel: E2E_CHANNEL.id, proof },
    {
      'idempotency-key': randomBytes(16).toString('hex'),
    },
  );

  await page.goto('/#/');
  const bell = page.getByTestId('messages-bell');
  await expect(bell).toHaveAccessibleName('訊息中心');
  await expect(page.getByTestId('messages-bell-count')).toHaveCount(0);

  const console = await browser.newContext({ ...desktop, baseURL: test.info().project.use.baseURL });
  try {
    const operatorPage = await console.newPage();
    const finance = await adminAccountOverApi(request, 'finance');
    await openConsoleAs(operatorPage, request, finance, 'topups');
    const row = operatorPage.getByRole('row', { name: new RegExp(payer.nickname) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: '核准', exact: true }).click();
    await operatorPage.locator('.ant-popconfirm').getByRole('button', { name: '核准' }).click();
    await expect(operatorPage.getByText('已核准').first()).toBeVisible();
  } finally {
    await console.close();
  }

  // No reload: the count came over the socket.
  await expect(page.getByTestId('messages-bell-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('訊息中心，1 則未讀');
  await expect(page.getByTestId('tab-mine-unread')).toContainText('1');

  await bell.click();
  await expect(page).toHaveURL(/#\/subpackage\/messageCentre\/index/);
  await expect(page.getByTestId('messages-count-transactions')).toContainText('1');
  const message = page.getByTestId('message-item').first();
  await expect(message).toContainText('儲值已到帳');
  await expect(message).toContainText('您的 300.00 UU 儲值已審核通過並存入錢包。');
  await message.getByTestId('message-open').click();
  await expect(page).toHaveURL(/#\/subpackage\/topUp\/index/);
  await expect(page.getByTestId('topup-history-item').first().getByTestId('topup-status')).toHaveText('已到帳');

  // Read: the badge is gone from the home page.
  await page.goto('/#/');
  await expect(page.getByTestId('messages-bell')).toHaveAccessibleName('訊息中心');
  await expect(page.getByTestId('messages-bell-count')).toHaveCount(0);
});
