import type { Allowance, ChatLog } from '@uu/contract/chat';

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
