import type { Page } from '@playwright/test';
import { expect, memberApi, test, tokenOverApi } from '../fixtures/api';

// Issue 6 on a phone: the AI chat and the daily check-in. Members sign in over the API (style.md 15).
// The e2e server has no model configured, so the built-in assistant answers, streaming like a model;
// playwright.config gives level 0 two questions a day (CHAT_DAILY_QUESTIONS).

const CHAT = '/#/pages/chat/index';

async function ask(page: Page, question: string) {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
}

/** Waits for the newest answer to be complete. */
async function answered(page: Page) {
  const answer = page.getByTestId('chat-message-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  return answer;
}

/** Records the length of the newest answer's text each time the page changes it. */
async function watchAnswerLengths(page: Page) {
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { answerLengths: number[] }).answerLengths = lengths;
    const history = document.querySelector('[data-testid="chat-history"]')!;
    new MutationObserver(() => {
      const answers = history.querySelectorAll('[data-testid="chat-message-answer"]');
      const text = answers[answers.length - 1]?.textContent ?? '';
      if (lengths.at(-1) !== text.length) lengths.push(text.length);
    }).observe(history, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { answerLengths: number[] }).answerLengths);
}

test('a member asks and watches the built-in assistant’s answer stream in; it stays in the history', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto(CHAT);
  await expect(page.getByTestId('chat-remaining')).toHaveText('2');
  await expect(page.getByTestId('chat-package-days')).toHaveText('無方案');
  const lengths = await watchAnswerLengths(page);

  await ask(page, '如何提領？');
  await expect(page.getByTestId('chat-message-question')).toHaveText(['如何提領？']);
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  const answer = page.getByTestId('chat-message-answer').last();
  await expect(answer.getByTestId('chat-builtin-badge')).toBeVisible();
  await answered(page);
  await expect(page.getByTestId('chat-stop')).toHaveCount(0);
  await expect(answer).toContainText('提領');

  // It arrived piece by piece: the text grew through several lengths, never shrinking.
  const seen = await lengths();
  expect(seen.length, `lengths seen: ${seen.join(',')}`).toBeGreaterThan(3);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  await expect(page.getByTestId('chat-remaining')).toHaveText('1');

  // The history brings it back after a reload, with its badge.
  await page.reload();
  await expect(page.getByTestId('chat-message-question')).toHaveText(['如何提領？']);
  await expect(page.getByTestId('chat-message-answer').getByTestId('chat-builtin-badge')).toBeVisible();
  await expect(page.getByTestId('chat-message-answer')).toContainText('提領');
});

test('out of questions: the check-in gives one more, asked at once; then only a package helps', async ({ page, request, signedIn }) => {
  await page.goto(CHAT);
  await expect(page.getByTestId('chat-remaining')).toHaveText('2');
  await ask(page, '什麼是 UU 積分？');
  await answered(page);
  await ask(page, '如何簽到？');
  await expect(page.getByTestId('chat-message-question')).toHaveCount(2);
  await answered(page);

  await expect(page.getByTestId('chat-remaining')).toHaveText('0');
  const empty = page.getByTestId('chat-empty-allowance');
  await expect(empty).toBeVisible();
  await expect(page.getByTestId('chat-input')).toBeDisabled();
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await expect(page.getByTestId('chat-buy-package')).toBeVisible();

  // The check-in page: today not signed yet, the streak 0.
  await page.getByTestId('chat-checkin').click();
  await expect(page).toHaveURL(/#\/subpackage\/signIn\/index/);
  const token = await tokenOverApi(request, signedIn.email);
  const { today } = await memberApi<{ today: string }>(request, token, 'GET', '/SignLog/listSignLog');
  await expect(page.getByTestId('signin-calendar')).toBeVisible();
  await expect(page.getByTestId(`signin-day-${today}`)).toHaveAttribute('data-today', 'true');
  await expect(page.getByTestId(`signin-day-${today}`)).not.toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('signin-streak')).toHaveAttribute('data-streak', '0');
  await expect(page.getByTestId('signin-rewards')).toBeVisible();

  await page.getByTestId('signin-button').click();
  await expect(page.getByTestId('signin-result')).toContainText('今日提問次數 +1');
  await expect(page.getByTestId('signin-button')).toHaveText('今日已簽到');
  await expect(page.getByTestId('signin-button')).toBeDisabled();
  await expect(page.getByTestId(`signin-day-${today}`)).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('signin-streak')).toHaveAttribute('data-streak', '1');

  // Back to the chat: one question, asked and answered.
  await page.getByTestId('signin-go-chat').click();
  await expect(page).toHaveURL(/#\/pages\/chat\/index/);
  await expect(page.getByTestId('chat-remaining')).toHaveText('1');
  await expect(page.getByTestId('chat-empty-allowance')).toHaveCount(0);
  await ask(page, '如何購買方案？');
  await expect(page.getByTestId('chat-message-question')).toHaveCount(3);
  await answered(page);
  await expect(page.getByTestId('chat-remaining')).toHaveText('0');
  // Checked in already: only the package is offered now.
  await expect(page.getByTestId('chat-empty-allowance')).toBeVisible();
  await expect(page.getByTestId('chat-checkin')).toHaveCount(0);
  await page.getByTestId('chat-buy-package').click();
  await expect(page).toHaveURL(/#\/pages\/financialWorld\/index/);
});

test('the history is cleared only after the confirmation', async ({ page, signedIn: _signedIn }) => {
  await page.goto(CHAT);
  await ask(page, '客服怎麼聯絡？');
  await answered(page);
  await expect(page.getByTestId('chat-message-question')).toHaveCount(1);

  // Cancelled: nothing changes.
  await page.getByTestId('chat-clear').click();
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(page.getByTestId('chat-message-question')).toHaveCount(1);

  await page.getByTestId('chat-clear').click();
  await page.getByRole('button', { name: '確定', exact: true }).click();
  await expect(page.getByTestId('chat-message-question')).toHaveCount(0);
  await expect(page.getByTestId('chat-message-answer')).toHaveCount(0);
  await expect(page.getByTestId('chat-clear')).toBeDisabled();

  // Gone on the server too; the question stays counted.
  await page.reload();
  await expect(page.getByTestId('chat-remaining')).toHaveText('1');
  await expect(page.getByTestId('chat-message-question')).toHaveCount(0);
});

test('Mine leads to the check-in page', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/#/pages/mine/index');
  await page.getByTestId('mine-entry-signIn').click();
  await expect(page).toHaveURL(/#\/subpackage\/signIn\/index/);
  await expect(page.getByTestId('signin-button')).toHaveText('立即簽到');
});
