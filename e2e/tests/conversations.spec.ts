import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/api';

// Issue 23 on a phone: several chat conversations. A member asks in one conversation, starts a second, finds the first
// by searching the history, opens it and copies its answer. The built-in assistant answers (no model in e2e); level 0
// has two questions a day (playwright.config), one per conversation here.

const CHAT = '/#/pages/chat/index';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function ask(page: Page, question: string) {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message-answer').last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
}

test('asks in one conversation, starts a second, finds the first by search and copies its answer', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto(CHAT);
  await expect(page.getByTestId('chat-history')).toHaveAttribute('data-conversation', 'new');
  await ask(page, '如何提領？');
  // The first question names the conversation.
  await expect(page.getByTestId('chat-conversation-title')).toHaveText('如何提領？');
  await expect(page.getByTestId('chat-history')).toHaveAttribute('data-conversation', /^\d+$/);
  const first = await page.getByTestId('chat-history').getAttribute('data-conversation');

  // A second conversation starts empty; its question goes there.
  await page.getByTestId('chat-new').click();
  await expect(page.getByTestId('chat-history')).toHaveAttribute('data-conversation', 'new');
  await expect(page.getByTestId('chat-message-question')).toHaveCount(0);
  await ask(page, '什麼是 UU 積分？');
  await expect(page.getByTestId('chat-message-question')).toHaveText(['什麼是 UU 積分？']);
  await expect(page.getByTestId('chat-history')).not.toHaveAttribute('data-conversation', first!);

  // Both are listed, the newest first.
  await page.getByTestId('chat-conversations-toggle').click();
  await expect(page.getByTestId('chat-conversation')).toHaveCount(2);
  await expect(page.getByTestId('chat-conversation').first()).toContainText('什麼是 UU 積分？');

  // The search finds the first conversation's question, the word marked; the hit opens it.
  await page.getByTestId('chat-search').fill('如何提領');
  const hit = page.getByTestId('chat-search-hit').filter({ hasText: '如何提領？' }).first();
  await expect(hit).toBeVisible();
  await expect(hit.getByTestId('chat-search-mark').first()).toBeVisible();
  await hit.click();
  await expect(page.getByTestId('chat-history')).toHaveAttribute('data-conversation', first!);
  await expect(page.getByTestId('chat-message-question')).toHaveText(['如何提領？']);

  // Copy the answer: the clipboard holds it and a toast says so.
  const answer = page.getByTestId('chat-message-answer').last();
  await answer.getByTestId('chat-copy').click();
  await expect(page.getByText('已複製回答')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('提領');
  expect(copied.length).toBeGreaterThan(10);
});

test('asks a suggested question, edits it, and shares the conversation as text', async ({ page, signedIn: _signedIn }) => {
  await page.goto(CHAT);
  await expect(page.getByTestId('chat-history')).toHaveAttribute('data-conversation', 'new');
  // An empty conversation suggests questions: a new member has not checked in today.
  const chips = page.getByTestId('chat-suggestion');
  await expect(chips.first()).toBeVisible();
  await expect(chips).toHaveCount(4);
  await expect(chips.filter({ hasText: '簽到有什麼獎勵？' })).toHaveCount(1);
  await page.getByTestId('chat-suggestion').filter({ hasText: '轉帳手續費是多少？' }).click();
  await expect(page.getByTestId('chat-message-answer').last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(page.getByTestId('chat-message-question')).toHaveText(['轉帳手續費是多少？']);
  await expect(page.getByTestId('chat-suggestions')).toHaveCount(0);

  // Edit the last question: its text comes back; sending replaces the pair.
  await page.getByTestId('chat-edit').click();
  await expect(page.getByTestId('chat-input')).toHaveValue('轉帳手續費是多少？');
  await expect(page.getByTestId('chat-editing')).toBeVisible();
  await ask(page, '提領 500 UU 要多少手續費？');
  await expect(page.getByTestId('chat-message-question')).toHaveText(['提領 500 UU 要多少手續費？']);
  // After a reload the history holds the new pair only.
  await page.reload();
  await expect(page.getByTestId('chat-message-question')).toHaveText(['提領 500 UU 要多少手續費？']);

  // Share: no share sheet in desktop Chromium, so the text goes to the clipboard.
  await page.getByTestId('chat-share').click();
  await expect(page.getByText('已將對話複製為文字')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/^提領 500 UU 要多少手續費？\n\n問 \(\d{4}-\d\d-\d\d \d\d:\d\d\): 提領 500 UU 要多少手續費？\n答: /);
  expect(text).not.toContain('轉帳手續費');
});
