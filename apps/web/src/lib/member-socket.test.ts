import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatServerMessage } from '@uu/contract/chat';
import { getSocket } from '@/lib/socket';
import { endSession } from '@/lib/session';
import { MockWebSocket, stubWebSocket } from '@/test/mock-web-socket';
import { ChatConnection, PING_INTERVAL_MS, RECONNECT_DELAYS_MS, type ConnectionStatus } from './member-socket';

const allowance = {
  day: '2026-11-25',
  levelQuestions: 2,
  checkInBonus: 0,
  packageQuestions: 0,
  packageDaysLeft: 0,
  used: 0,
  remaining: 2,
  signedToday: false,
};

function connect(token: { value: string | null } = { value: 'tok-1' }) {
  const messages: ChatServerMessage[] = [];
  const statuses: ConnectionStatus[] = [];
  const loginCodes: string[] = [];
  const connection = new ChatConnection({
    url: 'ws://test/ws/chat',
    getToken: () => token.value,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    onLoginCode: (msg) => loginCodes.push(msg),
  });
  connection.start();
  return { connection, messages, statuses, loginCodes, token };
}

describe('ChatConnection', () => {
  beforeEach(() => {
    stubWebSocket();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('authenticates with its first frame, registers the socket, and is ready on `ready`', () => {
    const { statuses, messages, connection } = connect();
    const socket = MockWebSocket.last;
    expect(socket.url).toBe('ws://test/ws/chat');
    expect(getSocket()).toBe(socket);
    socket.open();
    expect(socket.frames()).toEqual([{ type: 'auth', token: 'tok-1', locale: 'zh-Hant' }]);
    expect(connection.send({ type: 'ping' })).toBe(false);
    socket.receive({ type: 'ready', allowance });
    expect(statuses).toEqual(['connecting', 'ready']);
    expect(messages).toEqual([{ type: 'ready', allowance }]);
    expect(connection.send({ type: 'ask', id: 'a', question: 'hi' })).toBe(true);
    connection.stop();
  });

  it('pings every 25 s and swallows the pongs', () => {
    const { messages, connection } = connect();
    const socket = MockWebSocket.last;
    socket.open();
    socket.receive({ type: 'ready', allowance });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.frames().filter((f) => f.type === 'ping')).toHaveLength(2);
    socket.receive({ type: 'pong' });
    expect(messages.map((m) => m.type)).toEqual(['ready']);
    connection.stop();
  });

  it('reconnects with growing waits after an unexpected close, and not after stop()', () => {
    const { statuses, connection } = connect();
    MockWebSocket.last.open();
    MockWebSocket.last.receive({ type: 'ready', allowance });
    MockWebSocket.last.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(MockWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(MockWebSocket.instances).toHaveLength(2);
    MockWebSocket.last.drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(MockWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1] - RECONNECT_DELAYS_MS[0]);
    expect(MockWebSocket.instances).toHaveLength(3);
    MockWebSocket.last.open();
    expect(MockWebSocket.last.frames()).toEqual([{ type: 'auth', token: 'tok-1', locale: 'zh-Hant' }]);

    connection.stop();
    expect(MockWebSocket.last.closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(MockWebSocket.instances).toHaveLength(3);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('stays closed when logout closes the socket (spec §4)', () => {
    localStorage.setItem('uu.token', 'tok-1');
    const token = { value: 'tok-1' as string | null };
    const { statuses } = connect(token);
    MockWebSocket.last.open();
    MockWebSocket.last.receive({ type: 'ready', allowance });
    token.value = null;
    endSession();
    expect(MockWebSocket.last.closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(MockWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('hands a login code to the session and does not reconnect', () => {
    const { loginCodes, messages, statuses } = connect();
    MockWebSocket.last.open();
    MockWebSocket.last.receive({ type: 'error', id: null, code: 410002, msg: 'expired', allowance: null });
    MockWebSocket.last.drop();
    vi.advanceTimersByTime(60_000);
    expect(loginCodes).toEqual(['expired']);
    expect(messages).toEqual([]);
    expect(MockWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });
});
