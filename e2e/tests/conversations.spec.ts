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
