import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerMessage } from '@uu/contract/chat';
import type { TestApp } from './helpers';

/** A signed-in chat socket in `locale` that asks and collects one answer's text and cards. */
export async function socket(t: TestApp, token: string, locale: 'zh-Hant' | 'zh-Hans' | 'en') {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  const frames: ChatServerMessage[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as ChatServerMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'auth', token, locale }));
  const waitFor = async (test: (m: ChatServerMessage) => boolean) => {
    for (let i = 0; i < 500 && !frames.some(test); i++) await new Promise((r) => setTimeout(r, 20));
    const found = frames.find(test);
    if (!found) throw new Error(`no frame; got ${JSON.stringify(frames.slice(-3))}`);
    return found;
  };
  const ready = await waitFor((m) => m.type === 'ready');
  const ask = async (question: string) => {
    const id = randomUUID();
    ws.send(JSON.stringify({ type: 'ask', id, question }));
    const end = await waitFor((m) => 'id' in m && m.id === id && ['done', 'error', 'stopped'].includes(m.type));
    const mine = frames.filter((m) => 'id' in m && m.id === id);
    const text = mine.map((m) => (m.type === 'delta' ? m.text : '')).join('');
    const cards = mine.flatMap((m) => (m.type === 'card' ? [m.card] : []));
    return { end, text, cards, frames: mine };
  };
  return { ready, ask, close: () => ws.terminate() };
}
