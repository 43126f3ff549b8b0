import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerMessage } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import { down, up } from '../src/db/migrations/2026-12-22T000000-chat-conversations';
import { startFakeOpenAI } from './fake-openai';
import { call, dialects, type TestApp } from './helpers';
import { useTestApp } from './suite';

// Chat conversations (issue 23): several per member, kept apart, listed, renamed, deleted, searched; another
// member's conversation is refused in the member's language; spec §8's history calls keep working.

async function connect(t: TestApp, token: string, locale = 'en') {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const received: ChatServerMessage[] = [];
  const waiters: { test: (m: ChatServerMessage) => boolean; resolve: (m: ChatServerMessage) => void }[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ChatServerMessage;
    received.push(message);
    for (const w of [...waiters])
      if (w.test(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
  });
  const until = (test: (m: ChatServerMessage) => boolean) =>
    new Promise<ChatServerMessage>((resolve, reject) => {
      const found = received.find(test);
      if (found) {
        resolve(found);
        return;
      }
      const timer = setTimeout(() => reject(new Error(`no matching frame; got ${JSON.stringify(received.slice(-5))}`)), 10_000);
      waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  send({ type: 'auth', token, locale });
  await until((m) => m.type === 'ready' || m.type === 'error');
  /** Asks in a conversation (none: a new one); answers the last frame and the frames of this question. */
  const ask = async (question: string, conversationId?: number, replaces?: number) => {
    const id = randomUUID();
    send({ type: 'ask', id, question, ...(conversationId ? { conversationId } : {}), ...(replaces ? { replaces } : {}) });
    const end = await until((m) => 'id' in m && m.id === id && (m.type === 'done' || m.type === 'error' || m.type === 'stopped'));
    return { end, frames: received.filter((m) => 'id' in m && m.id === id) };
  };
  return { ask, close: () => ws.terminate() };
}

type Conv = { id: number; title: string; renamed: boolean; createdAt: string; updatedAt: string };

describe.each(dialects)('chat conversations on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  const t = useTestApp(dialect, () => ({
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '2000',
      CHAT_DAILY_QUESTIONS: '20,20,20,20,20,20',
      CODES_PER_IP_PER_DAY: '100000',
    },
  }));
  const member = () => t.member({ prefix: 'conv' });
  const get = (token: string, url: string, query: Record<string, string> = {}, locale = 'en') =>
    call(t.app, { method: 'GET', url, query, headers: { satoken: token, 'accept-language': locale } });
  const post = (token: string, url: string, payload: unknown = {}, locale = 'en') =>
    call(t.app, { method: 'POST', url, payload: payload as object, headers: { satoken: token, 'accept-language': locale } });
  const history = (token: string, form: string) =>
    call(t.app, {
      method: 'POST',
      url: '/chatLog/listGPTCharLogByUserId',
      headers: { satoken: token, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: form,
    });

  it('keeps two conversations apart: each has its own history and its own context for the model', async () => {
    const m = await member();
    const s = await connect(t, m.token);
    fake.setMode({ kind: 'stream', pieces: ['Your order ships ', 'tomorrow.'] });
    const first = await s.ask('  Where is my   order?  ');
    expect(first.end.type).toBe('done');
    const start = first.frames.find((f) => f.type === 'start') as { conversationId: number };
    const a = start.conversationId;
    expect(first.end).toMatchObject({ conversationId: a });

    fake.setMode({ kind: 'stream', pieces: ['Withdrawals are ', 'multiples of 100.'] });
    const second = await s.ask('How do I withdraw?');
    const b = (second.end as { conversationId: number }).conversationId;
    expect(b).not.toBe(a);
    // A new conversation starts without the other one's turns.
    expect(fake.requests.at(-1)!.messages.map((x) => x.content)).not.toContain('Where is my   order?');

    fake.setMode({ kind: 'stream', pieces: ['It left the warehouse.'] });
    t.clock.advance(60_000);
    const followUp = await s.ask('And when does it arrive?', a);
    expect(followUp.end).toMatchObject({ type: 'done', conversationId: a });
    // The model sees the earlier turn of this conversation only.
    const context = fake.requests.at(-1)!.messages.map((x) => x.content);
    expect(context.join('\n')).toContain('Your order ships tomorrow.');
    expect(context.join('\n')).not.toContain('multiples of 100');
    s.close();

    const ofA = await history(m.token, `page=1&size=10&conversationId=${a}`);
    expect(ofA.data.total).toBe(2);
    expect(ofA.data.list.map((e: { question: string }) => e.question)).toEqual(['And when does it arrive?', 'Where is my   order?']);
    expect(ofA.data.list.every((e: { conversationId: number }) => e.conversationId === a)).toBe(true);
    const ofB = await history(m.token, `page=1&size=10&conversationId=${b}`);
    expect(ofB.data.list.map((e: { question: string }) => e.question)).toEqual(['How do I withdraw?']);
    // Without a conversation, spec §8's call lists all of them, as before.
    expect((await history(m.token, 'page=1&size=10')).data.total).toBe(3);

    // Listed newest first (the last asked in), titled by the first question, trimmed.
    const list = await get(m.token, '/chat/conversation/list', { page: '1', size: '10' });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((c: Conv) => [c.id, c.title, c.renamed])).toEqual([
      [a, 'Where is my order?', false],
      [b, 'How do I withdraw?', false],
    ]);
    expect(Date.parse(list.data.list[0].updatedAt)).toBeGreaterThanOrEqual(Date.parse(list.data.list[0].createdAt));
    const paged = await get(m.token, '/chat/conversation/list', { page: '2', size: '1' });
    expect(paged.data.list.map((c: Conv) => c.id)).toEqual([b]);
  });

  it('renames, deletes (its questions leave the history and the search) and starts empty conversations', async () => {
    const m = await member();
    const s = await connect(t, m.token);
    fake.setMode({ kind: 'stream', pieces: ['Check in every day.'] });
    const a = ((await s.ask('How do I get more questions?')).end as { conversationId: number }).conversationId;
    const b = ((await s.ask('What is a check-in streak?')).end as { conversationId: number }).conversationId;
    s.close();

    const renamed = await post(m.token, '/chat/conversation/rename', { id: a, title: '  Questions  ' });
    expect(renamed.data).toMatchObject({ id: a, title: 'Questions', renamed: true });
    const tooLong = await post(m.token, '/chat/conversation/rename', { id: a, title: 'x'.repeat(61) });
    expect(tooLong).toMatchObject({ code: Code.VALIDATION });

    const deleted = await post(m.token, '/chat/conversation/delete', { id: b });
    expect(deleted).toMatchObject({ code: 200, data: { deleted: true } });
    expect((await post(m.token, '/chat/conversation/delete', { id: b })).code).toBe(Code.CONVERSATION_NOT_FOUND);
    const list = await get(m.token, '/chat/conversation/list');
    expect(list.data.list.map((c: Conv) => c.id)).toEqual([a]);
    expect((await history(m.token, 'page=1&size=10')).data.list.map((e: { question: string }) => e.question)).toEqual([
      'How do I get more questions?',
    ]);
    expect((await get(m.token, '/chat/search', { q: 'streak' })).data.total).toBe(0);
    expect((await history(m.token, `conversationId=${b}`)).code).toBe(Code.CONVERSATION_NOT_FOUND);

    const created = await post(m.token, '/chat/conversation/create');
    expect(created.data).toMatchObject({ title: '', renamed: false });
    expect((await get(m.token, '/chat/conversation/list')).data.list[0].id).toBe(created.data.id);

    // spec §8's delete-all deletes every conversation too (and the questions of the one deleted before).
    expect((await post(m.token, '/chatLog/deleteAllGPTCharLog')).data).toEqual({ deleted: 2 });
    expect((await get(m.token, '/chat/conversation/list')).data.total).toBe(0);
  });

  it('searches the member’s own questions and answers, wildcards taken literally', async () => {
    const m = await member();
    const other = await member();
    const s = await connect(t, m.token);
    fake.setMode({ kind: 'stream', pieces: ['The fee is 1% of the amount.'] });
    const a = ((await s.ask('What does a transfer cost?')).end as { conversationId: number }).conversationId;
    fake.setMode({ kind: 'stream', pieces: ['您的訂單已出貨。'] });
    const b = ((await s.ask('我的藍牙耳機訂單在哪裡？')).end as { conversationId: number }).conversationId;
    fake.setMode({ kind: 'stream', pieces: ['A coupon_code is on the coupon page.'] });
    await s.ask('Where is my coupon?', b);
    s.close();
    const o = await connect(t, other.token);
    fake.setMode({ kind: 'stream', pieces: ['Transfers cost 1%.'] });
    await o.ask('Transfer cost for me?');
    o.close();

    const byAnswer = await get(m.token, '/chat/search', { q: 'FEE' });
    expect(byAnswer.data.list.map((h: { question: string; conversationId: number }) => [h.question, h.conversationId])).toEqual([
      ['What does a transfer cost?', a],
    ]);
    expect(byAnswer.data.list[0].conversationTitle).toBe('What does a transfer cost?');
    // Words must all appear; Chinese is segmented as the catalogue's search is.
    const zh = await get(m.token, '/chat/search', { q: '耳機 訂單' }, 'zh-Hant');
    expect(zh.data.list.map((h: { conversationId: number }) => h.conversationId)).toEqual([b]);
    expect(zh.data.terms).toEqual(['耳機', '訂單']);
    // `%` and `_` are characters, not wildcards; another member's history is never searched.
    expect((await get(m.token, '/chat/search', { q: '1%' })).data.total).toBe(1);
    expect((await get(m.token, '/chat/search', { q: '%' })).data.total).toBe(1);
    expect((await get(m.token, '/chat/search', { q: 'coupon_code' })).data.total).toBe(1);
    expect((await get(m.token, '/chat/search', { q: 'fee_is' })).data.total).toBe(0);
    expect((await get(m.token, '/chat/search', { q: 'Transfer cost for me' })).data.total).toBe(0);
    expect((await get(m.token, '/chat/search', { q: '   ' })).code).toBe(Code.VALIDATION);
  });

  it('edits the last question: the new pair replaces it in the history, the search, the title and the context', async () => {
    const m = await member();
    const s = await connect(t, m.token);
    fake.setMode({ kind: 'stream', pieces: ['Check in on the home page.'] });
    const first = await s.ask('How do I check in?');
    const a = (first.end as { conversationId: number }).conversationId;
    const firstId = (first.end as { logId: number }).logId;
    fake.setMode({ kind: 'stream', pieces: ['Bananas are yellow.'] });
    const second = await s.ask('What colour are bananass?', a);
    const secondId = (second.end as { logId: number }).logId;

    fake.setMode({ kind: 'stream', pieces: ['Withdrawals take a day.'] });
    const edited = await s.ask('How long does a withdrawal take?', a, secondId);
    expect(edited.end).toMatchObject({ type: 'done', conversationId: a });
    expect(edited.frames.find((f) => f.type === 'start')).toMatchObject({ replaced: secondId, conversationId: a });
    // The model is asked without the replaced pair.
    const context = fake.requests
      .at(-1)!
      .messages.map((x) => x.content)
      .join('\n');
    expect(context).toContain('Check in on the home page.');
    expect(context).not.toContain('bananass');
    // Counted like a regenerate: every answer that starts is a question.
    expect((await get(m.token, '/chat/allowance')).data).toMatchObject({ used: 3 });

    const ofA = await history(m.token, `page=1&size=10&conversationId=${a}`);
    expect(ofA.data.total).toBe(2);
    expect(ofA.data.list.map((e: { question: string; answer: string }) => [e.question, e.answer])).toEqual([
      ['How long does a withdrawal take?', 'Withdrawals take a day.'],
      ['How do I check in?', 'Check in on the home page.'],
    ]);
    expect((await history(m.token, 'page=1&size=10')).data.total).toBe(2);
    expect((await get(m.token, '/chat/search', { q: 'bananas' })).data.total).toBe(0);
    // The operators keep the replaced pair.
    const kept = await t.app.db.kysely
      .selectFrom('chat_logs')
      .select(['question', 'replaced_at'])
      .where('id', '=', secondId)
      .executeTakeFirstOrThrow();
    expect(kept.question).toBe('What colour are bananass?');
    expect(Number(kept.replaced_at)).toBeGreaterThan(0);

    // Only the last question can be edited: an earlier one, a replaced one, none named, nothing counted.
    const s2 = await connect(t, m.token, 'zh-Hant');
    for (const [conversationId, replaces] of [
      [a, firstId],
      [a, secondId],
      [undefined, (edited.end as { logId: number }).logId],
    ] as const) {
      const refused = await s2.ask('Edited again', conversationId, replaces);
      expect(refused.end).toMatchObject({ type: 'error', code: Code.CHAT_NOT_LAST, msg: '只能編輯對話中的最後一個提問' });
      expect(refused.frames.some((f) => f.type === 'start')).toBe(false);
    }
    expect((await get(m.token, '/chat/allowance')).data).toMatchObject({ used: 3 });

    // Editing a conversation's only question renames it (the title is its first question).
    fake.setMode({ kind: 'stream', pieces: ['Hello.'] });
    const only = await s2.ask('Helo');
    const b = (only.end as { conversationId: number }).conversationId;
    await s2.ask('Hello there', b, (only.end as { logId: number }).logId);
    const list = await get(m.token, '/chat/conversation/list');
    expect(list.data.list.find((c: Conv) => c.id === b)).toMatchObject({ title: 'Hello there' });
    s.close();
    s2.close();
  });

  it('an edit cannot replace another member’s question', async () => {
    const m = await member();
    const other = await member();
    fake.setMode({ kind: 'stream', pieces: ['ok'] });
    const so = await connect(t, other.token);
    const theirs = (await so.ask('Their question')).end as { logId: number; conversationId: number };
    so.close();
    const s = await connect(t, m.token);
    const mine = ((await s.ask('My question')).end as { conversationId: number }).conversationId;
    expect((await s.ask('Mine now', mine, theirs.logId)).end).toMatchObject({ code: Code.CHAT_NOT_LAST });
    expect((await s.ask('Mine now', theirs.conversationId, theirs.logId)).end).toMatchObject({ code: Code.CONVERSATION_NOT_FOUND });
    s.close();
    const left = await history(other.token, 'page=1&size=10');
    expect(left.data.list.map((e: { question: string }) => e.question)).toEqual(['Their question']);
  });

  it('refuses another member’s conversation in the member’s language, counting nothing', async () => {
    const m = await member();
    const other = await member();
    fake.setMode({ kind: 'stream', pieces: ['ok'] });
    const so = await connect(t, other.token);
    const theirs = ((await so.ask('My secret question')).end as { conversationId: number }).conversationId;
    so.close();

    const s = await connect(t, m.token, 'zh-Hant');
    const refused = await s.ask('Tell me', theirs);
    expect(refused.end).toMatchObject({ type: 'error', code: Code.CONVERSATION_NOT_FOUND, msg: '找不到這個對話，可能已刪除' });
    expect(refused.frames.some((f) => f.type === 'start')).toBe(false);
    s.close();
    expect((await get(m.token, '/chat/allowance')).data).toMatchObject({ used: 0 });

    const read = await history(m.token, `conversationId=${theirs}`);
    expect(read).toMatchObject({ code: Code.CONVERSATION_NOT_FOUND, msg: 'That conversation was not found; it may have been deleted.' });
    const rename = await post(m.token, '/chat/conversation/rename', { id: theirs, title: 'Mine now' }, 'zh-Hans');
    expect(rename).toMatchObject({ code: Code.CONVERSATION_NOT_FOUND, msg: '找不到这个对话，可能已删除' });
    expect((await post(m.token, '/chat/conversation/delete', { id: theirs })).code).toBe(Code.CONVERSATION_NOT_FOUND);
    // Theirs is untouched.
    const list = await get(other.token, '/chat/conversation/list');
    expect(list.data.list).toEqual([expect.objectContaining({ id: theirs, title: 'My secret question', renamed: false })]);
  });
});

describe.each(dialects)('the conversations migration on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('puts each member’s existing history in one conversation of their own', async () => {
    const a = await t.member({ prefix: 'mig' });
    const b = await t.member({ prefix: 'mig' });
    const db = t.app.db.kysely as unknown as Kysely<unknown>;
    await down(db);
    const k = db as unknown as Kysely<{
      chat_logs: { user_id: number; question: string; status: string; source: string; day: string; created_at: number };
    }>;
    const row = (user_id: number, question: string, created_at: number) => ({
      user_id,
      question,
      status: 'done',
      source: 'builtin',
      day: '2026-12-01',
      created_at,
    });
    await k
      .insertInto('chat_logs')
      .values([row(a.id, 'first of a', 1000), row(b.id, 'only of b', 1500), row(a.id, 'second of a', 2000)])
      .execute();
    await up(db);

    const conversations = await t.app.db.kysely.selectFrom('chat_conversations').selectAll().orderBy('user_id').execute();
    expect(conversations.map((c) => [c.user_id, Number(c.created_at), Number(c.updated_at), c.title, c.deleted_at])).toEqual([
      [a.id, 1000, 2000, null, null],
      [b.id, 1500, 1500, null, null],
    ]);
    const logs = await t.app.db.kysely.selectFrom('chat_logs').select(['user_id', 'conversation_id']).execute();
    for (const log of logs) expect(log.conversation_id).toBe(conversations.find((c) => c.user_id === log.user_id)!.id);
    const list = await call(t.app, { method: 'GET', url: '/chat/conversation/list', headers: { satoken: a.token } });
    expect(list.data.list).toEqual([expect.objectContaining({ title: 'first of a', renamed: false })]);
  });
});
