import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { showModal } from './modal';

/**
 * Closed, as the member sees it: gone, or faded out and no longer taking taps. In jsdom antd-mobile
 * sometimes leaves a dialog mounted after its exit animation ends (the animation's rest callback is
 * timer-driven here), so "removed from the page" alone made these tests flaky.
 */
function dialogClosed(): boolean {
  const body = document.querySelector<HTMLElement>('.adm-dialog-body');
  const frame = body?.parentElement;
  return !body || (frame?.style.opacity === '0' && frame.style.pointerEvents === 'none');
}

// Dialogs live outside the test's render tree: close them, wait until they are closed, and take
// any that stayed mounted out of the page so the next test starts clean.
afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(dialogClosed()).toBe(true), { timeout: 5_000 });
  for (const dialog of document.querySelectorAll('.adm-dialog')) dialog.parentElement?.remove();
});

describe('showModal (spec §2)', () => {
  it('titles itself with the warm prompt and offers cancel and confirm', async () => {
    const answer = showModal({ content: '確定要刪除嗎？' });
    expect(await screen.findByText('溫馨提示')).toBeTruthy();
    expect(screen.getByText('確定要刪除嗎？')).toBeTruthy();
    fireEvent.click(screen.getByText('取消'));
    await expect(answer).resolves.toBe(false);
  });

  it('in complete mode has one complete button and no cancel', async () => {
    const answer = showModal({ title: '提示', content: '當前用戶未激活', mode: 'complete' });
    const done = await screen.findByText('完成');
    expect(screen.queryByText('取消')).toBeNull();
    fireEvent.click(done);
    await expect(answer).resolves.toBe(true);
  });

  it('closes by itself after autoCloseMs', async () => {
    const started = Date.now();
    const answer = showModal({ content: '已提交', autoCloseMs: 300 });
    await screen.findByText('已提交');
    await expect(answer).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await waitFor(() => expect(dialogClosed()).toBe(true), { timeout: 5_000 });
  });
});
