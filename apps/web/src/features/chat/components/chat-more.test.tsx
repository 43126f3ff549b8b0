import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Allowance, ChatLog, Conversation } from '@uu/contract/chat';
import type { Order } from '@uu/contract/orders';
import type { Wallet } from '@uu/contract/wallet';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { MockWebSocket, stubWebSocket } from '@/test/mock-web-socket';
import { renderApp } from '@/test/render-app';
import { allowance, log } from '../testing';

// Issue 23's smaller parts of the chat: editing the last question, sharing a conversation as text, suggested questions.

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
const { showToast } = await import('@/components/ui/toast');

const fetchMock = stubFetch();

const conversation: Conversation = {
  id: 1,
  title: 'My orders',
  renamed: true,
  createdAt: '2026-11-25T01:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};

const wallet = (uu: string): Wallet => ({
  balances: { UU: uu, U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
  pendingWithdrawUU: '0.00',
  crcRate: null,
  exchangeableCrc: '0.00',
  withdrawal: { min: '100.00', max: '5000.00', dailyCount: 1, usedToday: 0 },
  isActive: true,
  isSetPayPassword: true,
  hasPayoutDestination: false,
  expiringUU: { total: '0.00', days: [] },
});

const order = (orderNo: string, status: number): Order => ({
  id: 7,
  orderNo,
  status,
  deliveryType: 'express',
  goods: { id: 3, name: 'Headphones', cover: null, price: '10.00' },
  spec: null,
  quantity: 1,
  writtenOff: 0,
  lines: [{ goodsId: 3, skuId: null, name: 'Headphones', cover: null, spec: null, price: '10.00', quantity: 1 }],
  subtotal: '10.00',
  discount: '0.00',
  couponId: null,
  total: '10.00',
  fbPercent: 0,
  paidUU: '10.00',
  paidFB: '0.00',
  address: null,
  store: null,
  installationTime: null,
  installationPicture: null,
  remark: null,
  logistics: { company: 'Post', number: 'P1' },
  writeOffCode: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  payBy: null,
  paidAt: '2026-11-20T01:00:00.000Z',
  deliveredAt: '2026-11-21T01:00:00.000Z',
  doneAt: null,
  canceledAt: null,
  refundedAt: null,
});

let history: ChatLog[] = [];
let conversations: Conversation[] = [];
let orders: Record<string, Order[]> = {};
let uu = '0.00';

beforeEach(() => {
  stubWebSocket();
  history = [];
  conversations = [];
  orders = {};
  uu = '0.00';
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  vi.mocked(showToast).mockClear();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/chat/allowance')) return envelope(allowance());
    if (path.startsWith('/chat/models')) return envelope({ models: [], current: null, source: 'model', chosen: false });
    if (path.startsWith('/chatLog/listGPTCharLogByUserId')) {
      const id = Number(new URLSearchParams(String(init?.body)).get('conversationId'));
      const list = history.filter((entry) => entry.conversationId === id);
      return envelope({ list, total: list.length, page: 1, size: 20 });
    }
    if (path.startsWith('/chat/conversation/list'))
      return envelope({ list: conversations, total: conversations.length, page: 1, size: 20 });
    if (path.startsWith('/planHistory/listPlanHistoryVO')) {
      const body = JSON.parse(String(init?.body)) as { tab: string };
      const list = orders[body.tab] ?? [];
      return envelope({ list, total: list.length, page: 1, size: 1 });
    }
    if (path.startsWith('/personInfo/selectMyWallet')) return envelope(wallet(uu));
    if (path.startsWith('/message/unread'))
      return envelope({ total: 0, byCategory: { transactions: 0, orders: 0, team: 0, announcements: 0, security: 0 } });
    return envelope(user);
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openChat(ready: Allowance = allowance()) {
  renderApp('#/pages/chat/index');
  await screen.findByTestId('chat-history', {}, { timeout: 5000 });
  await waitFor(() => expect(MockWebSocket.instances.length).toBeGreaterThan(0));
  const socket = MockWebSocket.last;
  act(() => socket.open());
  act(() => socket.receive({ type: 'ready', allowance: ready }));
  await waitFor(() => expect(screen.getByTestId('chat-history').getAttribute('data-conversation')).not.toBeNull());
  return socket;
}

const input = () => screen.getByTestId<HTMLTextAreaElement>('chat-input');
const questions = () => screen.queryAllByTestId('chat-message-question').map((q) => q.textContent);

describe('editing the last question', () => {
  it('puts the last question back in the composer and replaces that pair when sent', async () => {
    conversations = [conversation];
    history = [log(2, 'Where is my ordr?', 'Which order?'), log(1, 'Hello', 'Hi.')];
    const socket = await openChat();
    await waitFor(() => expect(questions()).toEqual(['Hello', 'Where is my ordr?']));
    // Only the last question offers an edit.
    expect(screen.getAllByTestId('chat-edit')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chat-edit'));
    expect(input().value).toBe('Where is my ordr?');
    expect(screen.getByTestId('chat-editing').textContent).toContain('正在編輯最後一個提問');

    // Cancel empties the composer; a new edit brings the text back.
    fireEvent.click(screen.getByTestId('chat-cancel-edit'));
    expect(input().value).toBe('');
    expect(screen.queryByTestId('chat-editing')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-edit'));

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Where is my order 2311?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const frame = socket.frames().at(-1)!;
    expect(frame).toMatchObject({ type: 'ask', question: 'Where is my order 2311?', conversationId: 1, replaces: 2 });
    // The replaced pair leaves the conversation at once; the new question takes its place.
    expect(questions()).toEqual(['Hello', 'Where is my order 2311?']);
    expect(screen.queryByTestId('chat-editing')).toBeNull();
    const id = String(frame.id);
    act(() =>
      socket.receive({
        type: 'start',
        id,
        logId: 3,
        replaced: 2,
        conversationId: 1,
        source: 'model',
        allowance: allowance({ used: 1, remaining: 1 }),
      }),
    );
    act(() => socket.receive({ type: 'delta', id, text: 'It has shipped.' }));
    act(() => socket.receive({ type: 'done', id, logId: 3, conversationId: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message-answer').at(-1)!.textContent).toContain('It has shipped.'));
    expect(questions()).toEqual(['Hello', 'Where is my order 2311?']);
  });

  it('a refused edit brings the old pair back and the text to the composer', async () => {
    conversations = [conversation];
    history = [log(2, 'Old question', 'Old answer.')];
    const socket = await openChat();
    await screen.findByTestId('chat-edit');
    fireEvent.click(screen.getByTestId('chat-edit'));
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'New question' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const id = String(socket.frames().at(-1)!.id);
    act(() => socket.receive({ type: 'error', id, code: 4007, msg: '只能編輯對話中的最後一個提問', allowance: null }));
    await waitFor(() => expect(questions()).toEqual(['Old question']));
    expect(input().value).toBe('New question');
    expect(showToast).toHaveBeenCalledWith('只能編輯對話中的最後一個提問');
    // Still an edit: sent again, it replaces the same question.
    expect(screen.getByTestId('chat-editing')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(socket.frames().at(-1)).toMatchObject({ type: 'ask', question: 'New question', conversationId: 1, replaces: 2 });
  });
});

describe('sharing a conversation as text', () => {
  it('hands the title and the questions and answers to the share sheet', async () => {
    conversations = [conversation];
    history = [log(2, 'Second?', 'Second answer.'), log(1, 'First?', 'First answer.')];
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openChat();
    await waitFor(() => expect(questions()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('chat-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const { title, text } = (share.mock.calls[0] as unknown as [{ title: string; text: string }])[0];
    expect(title).toBe('My orders');
    expect(text).toMatch(
      /^My orders\n\n問 \(2026-11-25 \d\d:00\): First\?\n答: First answer\.\n\n問 \(.+\): Second\?\n答: Second answer\.\n$/,
    );
    expect(showToast).not.toHaveBeenCalled();
  });

  it('copies the text where there is no share sheet', async () => {
    conversations = [conversation];
    history = [log(1, 'Only?', 'Only answer.')];
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openChat();
    await waitFor(() => expect(questions()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('chat-share'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining('答: Only answer.')));
    expect(showToast).toHaveBeenCalledWith('已將對話複製為文字', 'success');
  });

  it('cannot share an empty conversation', async () => {
    await openChat();
    expect(screen.getByTestId<HTMLButtonElement>('chat-share').disabled).toBe(true);
  });
});

describe('suggested questions on an empty chat', () => {
  it('come from the member’s own orders, balance and check-in; a chip asks its question', async () => {
    orders = { receipt: [order('2311001', 3)] };
    uu = '12.50';
    const socket = await openChat();
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-suggestion').map((c) => c.textContent)).toEqual([
        '我的訂單 2311001 已出貨，現在到哪裡了？',
        '我的 UU 餘額是多少？',
        '簽到有什麼獎勵？',
        '提領要怎麼操作？手續費多少？',
      ]),
    );
    fireEvent.click(screen.getAllByTestId('chat-suggestion')[0]!);
    expect(socket.frames().at(-1)).toMatchObject({ type: 'ask', question: '我的訂單 2311001 已出貨，現在到哪裡了？' });
    expect(socket.frames().at(-1)).not.toHaveProperty('conversationId');
    await waitFor(() => expect(screen.queryByTestId('chat-suggestions')).toBeNull());
  });

  it('fall back to general questions when nothing of the member’s applies', async () => {
    await openChat(allowance({ signedToday: true }));
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-suggestion').map((c) => c.textContent)).toEqual([
        '提領要怎麼操作？手續費多少？',
        '轉帳手續費是多少？',
        '怎樣可以多問幾次？',
        '我的 UU 餘額是多少？',
      ]),
    );
  });
});
