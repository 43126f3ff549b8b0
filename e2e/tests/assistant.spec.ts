import type { Page } from '@playwright/test';
import { expect, fundOverApi, test } from '../fixtures/api';

// Issue 23 on a phone, in the app's three languages: the built-in assistant (no model in e2e) answers from the member's
// own account with a balance card, answers an English question in English whatever the app's language, and a
// withdrawal asked in words gives a draft card that opens the withdrawal form filled in (nothing is paid from the chat).
// Level 0 has two questions a day (playwright.config): two per test.

const CHAT = '/#/pages/chat/index';

type Language = 'zh-Hant' | 'zh-Hans' | 'en';
const CASES: { language: Language; balance: string; heading: string; withdraw: string; open: string }[] = [
  { language: 'zh-Hant', balance: '我有多少 UU？', heading: '你的餘額', withdraw: '我要提領 500 UU', open: '開啟提領表單' },
  { language: 'zh-Hans', balance: '我有多少 UU？', heading: '你的余额', withdraw: '我要提现 500 UU', open: '打开提现表单' },
  {
    language: 'en',
    balance: 'How many UU do I have?',
    heading: 'Your balances',
    withdraw: 'withdraw 500 UU',
    open: 'Open the withdrawal form',
  },
];

async function ask(page: Page, question: string) {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  const answer = page.getByTestId('chat-message-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  return answer;
}

for (const c of CASES) {
  test(`${c.language}: the balance card, then a withdrawal draft that opens the form filled in`, async ({ page, request, payer }) => {
    await fundOverApi(request, payer.token, '1200.00');
    await page.addInitScript((language) => window.localStorage.setItem('uu.locale', language), c.language);
    await page.goto(CHAT);

    const balance = await ask(page, c.balance);
    await expect(balance).toContainText(c.heading);
    const card = balance.getByTestId('chat-card-balance');
    await expect(card).toBeVisible();
    await expect(card).toContainText('1200.00');

    const draft = await ask(page, c.withdraw);
    const withdrawal = draft.getByTestId('chat-card-withdrawal');
    await expect(withdrawal).toContainText('500.00 UU');
    await expect(withdrawal).toContainText('330.00');
    // The cards stay with their answers after a reload (the history keeps them).
    await page.reload();
    await expect(page.getByTestId('chat-card-balance')).toContainText('1200.00');
    await expect(page.getByTestId('chat-card-open-withdraw')).toHaveText(c.open);
    await page.getByTestId('chat-card-open-withdraw').click();

    await expect(page).toHaveURL(/walletOperation.*type=withdraw.*amount=500/);
    await expect(page.getByTestId('op-amount').locator('input')).toHaveValue('500');
    await expect(page.getByTestId('op-breakdown-u')).toHaveText('330.00 U');
    // Nothing was withdrawn: the balance is whole until the member confirms with the payment password.
    const wallet = await request.get('/personInfo/selectMyWallet', { headers: { satoken: payer.token } });
    expect(((await wallet.json()) as { data: { balances: { UU: string } } }).data.balances.UU).toBe('1200.00');
  });
}

test('an English question gets an English answer in the Chinese app', async ({ page, request, payer }) => {
  await fundOverApi(request, payer.token, '800.00');
  await page.addInitScript(() => window.localStorage.setItem('uu.locale', 'zh-Hant'));
  await page.goto(CHAT);
  const answer = await ask(page, 'What is my balance?');
  await expect(answer).toContainText('Your balances');
  await expect(answer).not.toContainText('你的餘額');
  await expect(answer.getByTestId('chat-card-balance')).toContainText('800.00');
});
