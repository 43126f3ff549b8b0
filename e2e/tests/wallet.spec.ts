import type { Page } from '@playwright/test';
import {
  addAgedCardOverApi,
  E2E_CHANNEL,
  expect,
  fundOverApi,
  memberApi,
  operatorApi,
  typePayPassword,
  registerOverApi,
  setTopUpChannelsOverApi,
  test,
  TINY_PNG,
  tokenOverApi,
} from '../fixtures/api';

// Issue 4 on a phone: the wallet. Members sign in over the API, get their payment password and
// activation over the API (style.md 15), and money arrives as it does for real: a top-up with a
// proof, approved by the operator's review call.

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

type Wallet = { balances: Record<'UU' | 'U' | 'FB' | 'KB' | 'CRC', string> };

test('a member tops up with a payment proof; once the operator approves, the UU is on the wallet', async ({ page, request, payer }) => {
  await setTopUpChannelsOverApi(request);
  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('0.00');
  await page.getByTestId('wallet-entry-topup').click();
  await expect(page).toHaveURL(/#\/subpackage\/topUp\/index/);

  // spec §5: multiples of 100.
  await input(page, 'topup-amount').fill('150');
  await page.getByTestId(`topup-channel-${E2E_CHANNEL.id}`).click();
  await expect(page.getByTestId(`topup-channel-${E2E_CHANNEL.id}`)).toContainText(E2E_CHANNEL.account);
  await page.getByTestId('topup-submit').click();
  await expect(page.getByText('金額須為 100 的整數倍')).toBeVisible();
  await page.getByTestId('topup-quick-1000').click();
  await expect(input(page, 'topup-amount')).toHaveValue('1000');

  await page.getByTestId('topup-proof-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('topup-proof-preview')).toBeVisible();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByTestId('topup-success')).toBeVisible();
  const item = page.getByTestId('topup-history-item').first();
  await expect(item.getByTestId('topup-status')).toHaveText('審核中');

  // The operator approves it (issue 9's console will make this call).
  const { list } = await memberApi<{ list: { id: number; amount: string }[] }>(request, payer.token, 'GET', '/topUp/list');
  expect(list[0]!.amount).toBe('1000.00');
  await operatorApi(request, 'POST', `/admin/wallet/topUp/${list[0]!.id}/review`, { decision: 'approve' });

  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('1,000.00');
  const entry = page.getByTestId('money-log-item').first();
  await expect(entry).toContainText('儲值');
  await expect(entry.getByTestId('money-log-amount')).toHaveText('+1,000.00 UU');
  await page.getByTestId('money-log-filter-currency-KB').click();
  await expect(page.getByTestId('money-log-item')).toHaveCount(0);
});

test('a member transfers UU to another member, who is shown before the payment password', async ({ page, request, payer }) => {
  await fundOverApi(request, payer.token, '1000.00');
  const friend = await registerOverApi(request);
  await page.goto('/#/subpackage/myMoney/index');
  await page.getByTestId('wallet-entry-transfer').click();
  await expect(page).toHaveURL(/#\/subpackage\/walletOperation\/index\?type=transfer/);

  await input(page, 'op-recipient').fill(friend.email);
  await page.getByTestId('op-recipient-lookup').click();
  const card = page.getByTestId('op-recipient-card');
  await expect(card).toContainText(friend.nickname);
  await expect(card).toContainText(friend.memberNo);
  await expect(card).toContainText('一般會員');

  await input(page, 'op-amount').fill('1000.01');
  await page.getByTestId('op-submit').click();
  await expect(page.getByText('金額不能超過可用餘額')).toBeVisible();
  await input(page, 'op-amount').fill('250.50');
  await page.getByTestId('op-submit').click();
  await expect(page.getByTestId('op-confirm-recipient')).toContainText(friend.nickname);
  await expect(page.getByTestId('op-confirm-amount')).toHaveText('250.50 UU');
  await typePayPassword(page, 'op-paypwd');

  await expect(page.getByTestId('op-result')).toBeVisible();
  await expect(page.getByTestId('op-result-balance')).toHaveText('749.50');
  const friendToken = await tokenOverApi(request, friend.email);
  const theirs = await memberApi<Wallet>(request, friendToken, 'GET', '/personInfo/selectMyWallet');
  expect(theirs.balances.UU).toBe('250.50');

  await page.getByTestId('op-done').click();
  await expect(page).toHaveURL(/#\/subpackage\/myMoney\/index/);
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('749.50');
  await expect(page.getByTestId('money-log-item').first()).toContainText(friend.nickname);
});

test('a member withdraws UU with the 1% / 33% / 66% breakdown shown, cancels it, and has the UU back', async ({ page, request, payer }) => {
  await fundOverApi(request, payer.token, '1000.00');
  await page.goto('/#/subpackage/walletOperation/index?type=withdraw');

  // No bank card or wallet address yet: spec §8's message and the way to add one.
  await expect(page.getByTestId('op-destination-empty')).toContainText('未設定錢包地址，無法提領');
  // A card added yesterday: past the 24-hour hold on a new destination.
  await addAgedCardOverApi(request, payer.token, { holder: 'Amy Chen', bankName: 'Bank of Taiwan', cardNumber: '6222021234567890' });
  await page.reload();
  await expect(page.getByTestId('op-destination-item')).toHaveCount(1);
  await expect(page.getByTestId('op-destination-item')).toContainText('•••• 7890');

  await input(page, 'op-amount').fill('500');
  await expect(page.getByTestId('op-breakdown-fee')).toHaveText('5.00 UU');
  await expect(page.getByTestId('op-breakdown-fb')).toHaveText('165.00 FB');
  await expect(page.getByTestId('op-breakdown-u')).toHaveText('330.00 U');
  await expect(page.getByTestId('op-withdraw-tips')).toContainText('3 個工作日');
  await page.getByTestId('op-submit').click();
  await expect(page.getByTestId('op-confirm-breakdown-u')).toHaveText('330.00 U');
  await typePayPassword(page, 'op-paypwd');
  await expect(page.getByTestId('op-result')).toBeVisible();
  await expect(page.getByTestId('op-result-status')).toHaveText('審核中');

  await page.getByTestId('op-result-withdrawals').click();
  await expect(page).toHaveURL(/type=withdrawals/);
  const item = page.getByTestId('withdrawal-item').first();
  await expect(item.getByTestId('withdrawal-status')).toHaveText('審核中');
  await expect(item.getByTestId('withdrawal-destination')).toContainText('7890');
  await expect(item).not.toContainText('6222021234567890');
  await item.getByTestId('withdrawal-cancel').click();
  await page.getByRole('button', { name: '確定', exact: true }).click();
  await expect(item.getByTestId('withdrawal-status')).toHaveText('已取消');
  await expect(item.getByTestId('withdrawal-cancel')).toHaveCount(0);

  await page.goto('/#/subpackage/myMoney/index');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('1,000.00');
});

test('a member exchanges UU for CRC at the platform rate', async ({ page, request, payer }) => {
  await operatorApi(request, 'POST', '/admin/wallet/crcRate', { rate: '2.00' });
  await fundOverApi(request, payer.token, '1000.00');
  await page.goto('/#/subpackage/myMoney/index');
  await page.getByTestId('wallet-entry-exchange').click();

  await expect(page.getByTestId('op-rate')).toHaveText('1 CRC = 2.00 UU');
  await expect(page.getByTestId('op-exchangeable')).toHaveText('500.00 CRC');
  await input(page, 'op-amount').fill('600');
  await page.getByTestId('op-submit').click();
  await expect(page.getByText('最多可兌換 500.00 CRC')).toBeVisible();
  await input(page, 'op-amount').fill('10.25');
  await expect(page.getByTestId('op-cost')).toHaveText('20.50 UU');
  await page.getByTestId('op-submit').click();
  await typePayPassword(page, 'op-paypwd');

  await expect(page.getByTestId('op-result')).toBeVisible();
  await expect(page.getByTestId('op-result-balance')).toHaveText('10.25');
  await page.getByTestId('op-done').click();
  await expect(page.getByTestId('wallet-balance-CRC')).toHaveText('10.25');
  await expect(page.getByTestId('wallet-balance-UU')).toHaveText('979.50');
});

test('a member adds a bank card (shown masked) and a wallet address with the payment password; withdrawals to them wait 24 hours', async ({
  page,
  payer: _member,
}) => {
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-entry-bankCard').click();
  await expect(page).toHaveURL(/#\/subpackage\/bankCard\/index/);
  await page.getByTestId('bankcard-add').click();
  await expect(page).toHaveURL(/#\/subpackage\/bankCard\/editBankCard/);

  await input(page, 'bankcard-holder').fill('Amy Chen');
  await input(page, 'bankcard-bank').fill('Bank of Taiwan');
  await input(page, 'bankcard-branch').fill('Xinyi');
  await input(page, 'bankcard-number').fill('6222021234567890');
  // Grouped in fours while typed.
  await expect(input(page, 'bankcard-number')).toHaveValue('6222 0212 3456 7890');
  await page.getByTestId('bankcard-submit').click();
  // The step-up: the payment password before anything is saved, and what it means for withdrawals.
  await expect(page.getByTestId('stepup-note')).toContainText('24 小時');
  await typePayPassword(page, 'op-paypwd');

  await expect(page).toHaveURL(/#\/subpackage\/bankCard\/index/);
  const card = page.getByTestId('bankcard-item');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('bankcard-number-masked')).toHaveText('•••• •••• •••• 7890');
  await expect(card).not.toContainText('6222021234567890');
  await expect(card).toContainText('Amy Chen');

  await page.getByTestId('eft-add').click();
  await page.getByTestId('eft-network-TRC20').click();
  await input(page, 'eft-address').fill('TQ9yD4kHqT9yD4kHqT9yD4kHqT9yD4kHq');
  await page.getByTestId('eft-submit').click();
  await typePayPassword(page, 'op-paypwd');
  const address = page.getByTestId('eft-item');
  await expect(address).toHaveCount(1);
  await expect(address).toContainText('TRC20');
  await expect(address.getByTestId('eft-address-masked')).toHaveText('TQ9yD4…4kHq');

  // On the withdraw screen both are listed, not yet usable, with the time they become so.
  await page.goto('/#/subpackage/walletOperation/index?type=withdraw');
  const items = page.getByTestId('op-destination-item');
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) {
    await expect(item).toBeDisabled();
    await expect(item.getByTestId('op-destination-held')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 起可提領$/);
  }
});
