import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Allowance, ChatLog } from '@uu/contract/chat';
import { MockWebSocket } from '@/test/mock-web-socket';
import { renderApp } from '@/test/render-app';

// What the chat's component tests answer for the allowance and the history (chat-view, chat-more).

/** Today's allowance of a level-0 member with nothing asked yet, unless said otherwise. */
export const allowance = (over: Partial<Allowance> = {}): Allowance => ({
  day: '2026-11-25',
  levelQuestions: 2,
  checkInBonus: 0,
  packageQuestions: 0,
  packageDaysLeft: 0,
  used: 0,
  remaining: 2,
  signedToday: false,
  ...over,
});

/** One answered question of conversation 1. */
export const log = (id: number, question: string, answer: string, over: Partial<ChatLog> = {}): ChatLog => ({
  id,
  question,
  answer,
  status: 'done',
  source: 'model',
  conversationId: 1,
  cards: [],
  createdAt: '2026-11-25T01:00:00.000Z',
  ...over,
});

/** Opens the chat and brings its socket to `ready` with this allowance. */
export async function openChat(ready: Allowance = allowance()) {
  const router = renderApp('#/pages/chat/index');
  await screen.findByTestId('chat-history', {}, { timeout: 5000 });
  await waitFor(() => expect(MockWebSocket.instances.length).toBeGreaterThan(0));
  const socket = MockWebSocket.last;
  act(() => socket.open());
  expect(socket.frames()[0]).toEqual({ type: 'auth', token: 'tok-1', locale: 'zh-Hant' });
  act(() => socket.receive({ type: 'ready', allowance: ready }));
  // The conversation on the screen is known once the list has loaded (the latest, or a new one).
  await waitFor(() => expect(screen.getByTestId('chat-history').getAttribute('data-conversation')).not.toBeNull());
  return { router, socket };
}

export function ask(question: string) {
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: question } });
  fireEvent.click(screen.getByTestId('chat-send'));
}
