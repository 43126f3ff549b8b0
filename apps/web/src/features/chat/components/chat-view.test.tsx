import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatLog, ChatModelChoices, Conversation } from '@uu/contract/chat';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { MockWebSocket, stubWebSocket } from '@/test/mock-web-socket';
import { renderApp } from '@/test/render-app';
import { allowance, ask, log, openChat } from '../testing';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(async () => true) }));
const { showToast } = await import('@/components/ui/toast');
const { showModal } = await import('@/components/ui/modal');

const fetchMock = stubFetch();

const conversation = (id: number, title: string): Conversation => ({
  id,
  title,
  renamed: false,
  createdAt: '2026-11-25T01:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
});

let history: ChatLog[] = [];
let conversations: Conversation[] = [];
/** GET /chat/models's answer: no model to choose unless a test says otherwise. */
const noModels: ChatModelChoices = { models: [], current: null, source: 'model', chosen: false };
let models: ChatModelChoices = noModels;

beforeEach(() => {
  stubWebSocket();
  history = [];
  conversations = [];
  models = noModels;
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  vi.mocked(showToast).mockClear();
  vi.mocked(showModal).mockClear();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/chat/allowance')) return envelope(allowance());
    if (path.startsWith('/chat/models/choose')) {
      const { modelId } = JSON.parse(String(init?.body)) as { modelId: number | null };
      models = { ...models, current: modelId, source: modelId === null ? 'builtin' : 'model', chosen: true };
      return envelope(models);
    }
    if (path.startsWith('/chat/models')) return envelope(models);
    if (path.startsWith('/chatLog/listGPTCharLogByUserId')) {
      const id = Number(new URLSearchParams(String(init?.body)).get('conversationId'));
      const list = history.filter((entry) => entry.conversationId === id);
      return envelope({ list, total: list.length, page: 1, size: 20 });
    }
    if (path.startsWith('/chatLog/deleteAllGPTCharLog')) {
      const deleted = history.length;
      history = [];
      conversations = [];
      return envelope({ deleted });
    }
    if (path.startsWith('/chat/conversation/list'))
      return envelope({ list: conversations, total: conversations.length, page: 1, size: 20 });
    if (path.startsWith('/chat/conversation/rename')) {
      const body = JSON.parse(String(init?.body)) as { id: number; title: string };
      conversations = conversations.map((c) => (c.id === body.id ? { ...c, title: body.title, renamed: true } : c));
      return envelope(conversations.find((c) => c.id === body.id));
    }
    if (path.startsWith('/chat/conversation/delete')) {
      const body = JSON.parse(String(init?.body)) as { id: number };
      conversations = conversations.filter((c) => c.id !== body.id);
      return envelope({ deleted: true });
    }
    if (path.startsWith('/chat/search')) {
      const hits = history.filter((entry) => entry.answer.includes('coupon')).map((entry) => ({ ...entry, conversationTitle: 'Coupons' }));
      return envelope({ list: hits, total: hits.length, page: 1, size: 30, terms: ['coupon'] });
    }
    return envelope(user);
  });
});

const lastFrame = (socket: MockWebSocket) => socket.frames().at(-1)!;

describe('chat', () => {
  it('lets the member choose who answers among the enabled models and the built-in assistant', async () => {
    models = {
      models: [
        { id: 7, name: 'GPT' },
        { id: 8, name: 'Qwen' },
      ],
      current: 7,
      source: 'model',
      chosen: false,
    };
    await openChat();
    const picker = await screen.findByTestId<HTMLSelectElement>('chat-model-picker');
    expect([...picker.options].map((o) => o.textContent)).toEqual(['GPT', 'Qwen', '內建助理']);
    expect(picker.value).toBe('7');
    expect(screen.queryByTestId('chat-builtin-notice')).toBeNull();
    fireEvent.change(picker, { target: { value: 'builtin' } });
    await waitFor(() => expect(screen.getByTestId('chat-builtin-notice')).toBeTruthy());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/chat/models/choose')!;
    expect(JSON.parse(String(init?.body))).toEqual({ modelId: null });
    fireEvent.change(picker, { target: { value: '8' } });
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('chat-model-picker').value).toBe('8'));
    expect(screen.queryByTestId('chat-builtin-notice')).toBeNull();
  });

  it('shows no picker when no model is enabled', async () => {
    models = { models: [], current: null, source: 'builtin', chosen: false };
    await openChat(allowance());
    act(() => MockWebSocket.last.receive({ type: 'ready', allowance: allowance(), source: 'builtin' }));
    await waitFor(() => expect(screen.getByTestId('chat-builtin-notice')).toBeTruthy());
    expect(screen.queryByTestId('chat-model-picker')).toBeNull();
  });

  it('shows the history oldest first, from the form-encoded listing call', async () => {
    history = [log(2, 'second question', 'second answer'), log(1, 'first question', '**first** answer', { source: 'builtin' })];
    conversations = [conversation(1, 'first question')];
    await openChat();
    await waitFor(() => expect(screen.getAllByTestId('chat-message-question')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-message-question').map((q) => q.textContent)).toEqual(['first question', 'second question']);
    const answers = screen.getAllByTestId('chat-message-answer');
    expect(answers[0]!.querySelector('strong')?.textContent).toBe('first');
    expect(answers[0]!.querySelector('[data-testid="chat-builtin-badge"]')).not.toBeNull();
    expect(answers[1]!.querySelector('[data-testid="chat-builtin-badge"]')).toBeNull();

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/chatLog/listGPTCharLogByUserId'))!;
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(String(init!.body)).toBe('page=1&size=20&conversationId=1');
  });

  it('shows the cards kept with an answer of the history, and the draft opens its form prefilled', async () => {
    history = [
      log(1, 'withdraw 500 UU', 'Here is the draft.', {
        source: 'builtin',
        cards: [{ kind: 'withdrawal', currency: 'UU', amount: '500.00', fee: '5.00', toFb: '165.00', toU: '330.00' }],
      }),
    ];
    conversations = [conversation(1, 'withdraw 500 UU')];
    await openChat();
    const card = await screen.findByTestId('chat-card-withdrawal');
    expect(card.textContent).toContain('500.00 UU');
    expect(card.textContent).toContain('165.00');
    expect(screen.getByTestId('chat-card-open-withdraw').getAttribute('href')).toContain('amount=500.00');
  });

  it('streams an answer piece by piece, in order, with the allowance of its start', async () => {
    const { socket } = await openChat();
    expect(screen.getByTestId('chat-remaining').textContent).toBe('2');
    ask('  What is UU?  ');
    const sent = lastFrame(socket);
    expect(sent).toMatchObject({ type: 'ask', question: 'What is UU?' });
    const id = sent.id as string;
    expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toBe('');
    expect(screen.getByTestId('chat-send')).toHaveProperty('disabled', true);

    act(() =>
      socket.receive({
        type: 'start',
        id,
        logId: 11,
        conversationId: 5,
        source: 'builtin',
        allowance: allowance({ used: 1, remaining: 1 }),
      }),
    );
    expect(screen.getByTestId('chat-remaining').textContent).toBe('1');
    expect(screen.getByTestId('chat-builtin-badge')).toBeTruthy();
    const answer = () => screen.getByTestId('chat-message-answer');
    for (const [piece, total] of [
      ['UU ', 'UU'],
      ['is the ', 'UU is the'],
      ['platform’s points.', 'UU is the platform’s points.'],
    ] as const) {
      act(() => socket.receive({ type: 'delta', id, text: piece }));
      expect(answer().textContent).toContain(total);
    }
    expect(answer().getAttribute('data-status')).toBe('streaming');
    act(() => socket.receive({ type: 'done', id, logId: 11, conversationId: 5 }));
    expect(answer().getAttribute('data-status')).toBe('done');
    expect(screen.queryByTestId('chat-stop')).toBeNull();
  });

  it('stop sends the stop frame; the partial answer stays', async () => {
    const { socket } = await openChat();
    ask('Tell me everything');
    const id = lastFrame(socket).id as string;
    act(() =>
      socket.receive({ type: 'start', id, logId: 12, conversationId: 5, source: 'model', allowance: allowance({ used: 1, remaining: 1 }) }),
    );
    act(() => socket.receive({ type: 'delta', id, text: 'Once upon' }));
    fireEvent.click(screen.getByTestId('chat-stop'));
    expect(lastFrame(socket)).toEqual({ type: 'stop', id });
    act(() => socket.receive({ type: 'stopped', id, logId: 12, conversationId: 5, allowance: null }));
    const answer = screen.getByTestId('chat-message-answer');
    expect(answer.getAttribute('data-status')).toBe('stopped');
    expect(answer.textContent).toContain('Once upon');
    expect(answer.textContent).toContain('已停止回答');
    expect(screen.queryByTestId('chat-stop')).toBeNull();
    expect(screen.getByTestId('chat-remaining').textContent).toBe('1');
  });

  it('a stop before anything came shows the question given back', async () => {
    const { socket } = await openChat();
    ask('Tell me everything');
    const id = lastFrame(socket).id as string;
    act(() =>
      socket.receive({ type: 'start', id, logId: 13, conversationId: 5, source: 'model', allowance: allowance({ used: 1, remaining: 1 }) }),
    );
    expect(screen.getByTestId('chat-remaining').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('chat-stop'));
    act(() => socket.receive({ type: 'stopped', id, logId: 13, conversationId: 5, allowance: allowance() }));
    expect(screen.getByTestId('chat-message-answer').getAttribute('data-status')).toBe('stopped');
    expect(screen.getByTestId('chat-remaining').textContent).toBe('2');
  });

  it('a failed answer can be asked again: the same question, a new id', async () => {
    const { socket } = await openChat();
    ask('Why?');
    const first = lastFrame(socket).id as string;
    act(() =>
      socket.receive({
        type: 'start',
        id: first,
        logId: 13,
        conversationId: 5,
        source: 'model',
        allowance: allowance({ used: 1, remaining: 1 }),
      }),
    );
    act(() => socket.receive({ type: 'error', id: first, code: 4004, msg: 'AI 回應逾時', allowance: allowance() }));
    expect(screen.getByTestId('chat-message-answer').textContent).toContain('AI 回應逾時');
    fireEvent.click(screen.getByTestId('chat-retry'));
    const again = lastFrame(socket);
    expect(again).toMatchObject({ type: 'ask', question: 'Why?' });
    expect(again.id).not.toBe(first);
    expect(screen.getAllByTestId('chat-message-question')).toHaveLength(1);
    expect(screen.getByTestId('chat-message-answer').getAttribute('data-status')).toBe('pending');
  });

  it('with no questions left: the input closes, check-in and packages are offered', async () => {
    const { router } = await openChat(allowance({ used: 2, remaining: 0 }));
    expect(screen.getByTestId('chat-remaining').textContent).toBe('0');
    expect(screen.getByTestId('chat-package-days').textContent).toBe('無方案');
    expect(screen.getByTestId('chat-empty-allowance').textContent).toContain('今日提問次數已用完');
    expect(screen.getByTestId('chat-input')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('chat-send')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('chat-buy-package')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-checkin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subpackage/signIn/index'));
  });

  it('after today’s check-in, only the package is offered', async () => {
    await openChat(allowance({ used: 3, remaining: 0, checkInBonus: 1, signedToday: true, packageDaysLeft: 12 }));
    expect(screen.getByTestId('chat-empty-allowance')).toBeTruthy();
    expect(screen.queryByTestId('chat-checkin')).toBeNull();
    expect(screen.getByTestId('chat-buy-package')).toBeTruthy();
    expect(screen.getByTestId('chat-package-days').textContent).toBe('12 天');
  });

  it('a question refused before it was counted goes back to the input', async () => {
    const { socket } = await openChat();
    ask('One more?');
    const id = lastFrame(socket).id as string;
    act(() =>
      socket.receive({ type: 'error', id, code: 4001, msg: '今日提問次數已用完', allowance: allowance({ used: 2, remaining: 0 }) }),
    );
    expect(screen.queryByTestId('chat-message-question')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('今日提問次數已用完');
    expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toBe('One more?');
    expect(screen.getByTestId('chat-empty-allowance')).toBeTruthy();
  });

  it('clears the history after the confirmation', async () => {
    history = [log(1, 'old question', 'old answer')];
    conversations = [conversation(1, 'old question')];
    await openChat();
    await screen.findByTestId('chat-message-question');
    fireEvent.click(screen.getByTestId('chat-clear'));
    await waitFor(() => expect(screen.queryByTestId('chat-message-question')).toBeNull());
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '確定要清空全部聊天紀錄嗎？清空後無法恢復。' }));
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/chatLog/deleteAllGPTCharLog' && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('a login code in answer to auth ends the session and goes to login', async () => {
    const router = renderApp('#/pages/chat/index');
    await screen.findByTestId('chat-history', {}, { timeout: 5000 });
    await waitFor(() => expect(MockWebSocket.instances.length).toBeGreaterThan(0));
    const socket = MockWebSocket.last;
    act(() => socket.open());
    act(() => socket.receive({ type: 'error', id: null, code: 410001, msg: '登入已失效', allowance: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(session.get().token).toBeNull();
    expect(router.state.location.search).toContain('redirect=%2Fpages%2Fchat%2Findex');
  });
});

describe('chat conversations', () => {
  it('opens the latest conversation; the drawer opens another and starts a new one', async () => {
    conversations = [conversation(2, 'Shipping'), conversation(1, 'Coupons')];
    history = [log(3, 'Where is my parcel?', 'On its way.', { conversationId: 2 }), log(1, 'Any coupon?', 'A coupon awaits.')];
    const { socket } = await openChat();
    await waitFor(() => expect(screen.getByTestId('chat-message-question').textContent).toBe('Where is my parcel?'));
    expect(screen.getByTestId('chat-conversation-title').textContent).toBe('Shipping');

    fireEvent.click(screen.getByTestId('chat-conversations-toggle'));
    const rows = await screen.findAllByTestId('chat-conversation');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Shipping'), expect.stringContaining('Coupons')]);
    fireEvent.click(rows[1]!.querySelector('[data-testid="chat-conversation-open"]')!);
    await waitFor(() => expect(screen.getByTestId('chat-message-question').textContent).toBe('Any coupon?'));
    expect(screen.getByTestId('chat-conversation-title').textContent).toBe('Coupons');
    ask('And another?');
    expect(lastFrame(socket)).toMatchObject({ type: 'ask', question: 'And another?', conversationId: 1 });
    const id = lastFrame(socket).id as string;
    act(() => socket.receive({ type: 'start', id, logId: 4, conversationId: 1, source: 'model', allowance: allowance({ used: 1 }) }));
    act(() => socket.receive({ type: 'done', id, logId: 4, conversationId: 1 }));

    // A new conversation: no conversation id until the server names it, then the next question goes there.
    fireEvent.click(screen.getByTestId('chat-new'));
    await waitFor(() => expect(screen.getByTestId('chat-history').getAttribute('data-conversation')).toBe('new'));
    expect(screen.queryByTestId('chat-message-question')).toBeNull();
    ask('Fresh start');
    const fresh = lastFrame(socket);
    expect(fresh).toEqual({ type: 'ask', id: fresh.id, question: 'Fresh start' });
    act(() =>
      socket.receive({
        type: 'start',
        id: fresh.id as string,
        logId: 5,
        conversationId: 7,
        source: 'model',
        allowance: allowance({ used: 2 }),
      }),
    );
    act(() => socket.receive({ type: 'done', id: fresh.id as string, logId: 5, conversationId: 7 }));
    await waitFor(() => expect(screen.getByTestId('chat-history').getAttribute('data-conversation')).toBe('7'));
    ask('Follow-up');
    expect(lastFrame(socket)).toMatchObject({ question: 'Follow-up', conversationId: 7 });
  });

  it('renames and deletes a conversation from the drawer', async () => {
    conversations = [conversation(2, 'Shipping'), conversation(1, 'Coupons')];
    history = [log(3, 'Where is my parcel?', 'On its way.', { conversationId: 2 })];
    await openChat();
    fireEvent.click(screen.getByTestId('chat-conversations-toggle'));
    const [first] = await screen.findAllByTestId('chat-conversation');
    fireEvent.click(first!.querySelector('[data-testid="chat-conversation-rename"]')!);
    fireEvent.change(screen.getByTestId('chat-rename-input'), { target: { value: '  My parcel  ' } });
    fireEvent.click(screen.getByTestId('chat-rename-save'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('對話已重新命名', 'success'));
    const [, renameInit] = fetchMock.mock.calls.find(([url]) => String(url) === '/chat/conversation/rename')!;
    expect(JSON.parse(String(renameInit!.body))).toEqual({ id: 2, title: 'My parcel' });
    await waitFor(() => expect(screen.getByTestId('chat-conversation-title').textContent).toBe('My parcel'));

    const [current] = screen.getAllByTestId('chat-conversation');
    fireEvent.click(current!.querySelector('[data-testid="chat-conversation-delete"]')!);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('對話已刪除', 'success'));
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '確定要刪除這個對話嗎？刪除後無法恢復。', danger: true }));
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1));
    // The conversation on the screen was the deleted one: a new one takes its place.
    expect(screen.getByTestId('chat-history').getAttribute('data-conversation')).toBe('new');
    expect(screen.queryByTestId('chat-message-question')).toBeNull();
  });

  it('searches the history, marks the words, and opens the conversation of a hit', async () => {
    conversations = [conversation(2, 'Shipping'), conversation(1, 'Coupons')];
    history = [log(3, 'Where is my parcel?', 'On its way.', { conversationId: 2 }), log(1, 'Any discount?', 'A coupon awaits you.')];
    await openChat();
    fireEvent.click(screen.getByTestId('chat-conversations-toggle'));
    fireEvent.change(await screen.findByTestId('chat-search'), { target: { value: 'coupon' } });
    const hit = await screen.findByTestId('chat-search-hit', {}, { timeout: 3000 });
    expect(hit.textContent).toContain('Coupons');
    expect(screen.getAllByTestId('chat-search-mark').map((mark) => mark.textContent)).toEqual(['coupon']);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/chat/search?q=coupon'))).toBe(true);
    fireEvent.click(hit);
    await waitFor(() => expect(screen.getByTestId('chat-history').getAttribute('data-conversation')).toBe('1'));
    await waitFor(() => expect(screen.getByTestId('chat-message-question').textContent).toBe('Any discount?'));
  });

  it('copies an answer and regenerates the last one in the same conversation', async () => {
    conversations = [conversation(1, 'Coupons')];
    history = [log(2, 'Second?', 'Second answer.'), log(1, 'First?', 'First **answer**.')];
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { socket } = await openChat();
    await waitFor(() => expect(screen.getAllByTestId('chat-copy')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('chat-copy')[0]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('First **answer**.'));
    expect(showToast).toHaveBeenCalledWith('已複製回答', 'success');

    // Only the last answer offers a regenerate; it asks the same question in the same conversation.
    expect(screen.getAllByTestId('chat-regenerate')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chat-regenerate'));
    expect(lastFrame(socket)).toMatchObject({ type: 'ask', question: 'Second?', conversationId: 1 });
    expect(screen.queryByTestId('chat-regenerate')).toBeNull();
  });
});
