import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { showModal } from './modal';

// Dialogs live outside the test's render tree: close them and wait out their exit animation.
afterEach(async () => {
  Dialog.clear();
  // The animation is timed by the browser's clock: on a loaded machine it outlasts waitFor's 1 s default.
  await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull(), { timeout: 5_000 });
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
    await waitFor(() => expect(screen.queryByText('已提交')).toBeNull(), { timeout: 5_000 });
  });
});
