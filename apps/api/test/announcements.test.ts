import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerMessage } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import type { Message } from '@uu/contract/messages';
import { asAdmin } from './admin-helpers';
import { call, dialects, type TestApp } from './helpers';
import { useTestApp } from './suite';
import type { Member } from './wallet-helpers';

const TITLE = { 'zh-Hant': '系統維護通知', 'zh-Hans': '系统维护通知', en: 'Maintenance notice' };
const BODY = { 'zh-Hant': '今晚 23:00 起維護一小時。', en: 'One hour of maintenance from 23:00 tonight.' };

async function inbox(t: TestApp, m: Member, lang = 'en') {
  const res = await call<{ list: Message[]; total: number; unread: { total: number; byCategory: Record<string, number> } }>(t.app, {
    method: 'GET',
    url: '/message/list',
    query: { category: 'announcements', size: '100' },
    headers: { satoken: m.token, 'accept-language': lang },
  });
  expect(res.code).toBe(200);
  return res.data;
}

describe.each(dialects)('operator announcements on %s', (dialect) => {
  const t = useTestApp(dialect);
  const as = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, lang = 'en') =>
    asAdmin(t, await t.operator('operator'), { method, url, payload, headers: { 'accept-language': lang } });

  it('sent to everyone: one row written, each member reads it in their language once, and the console counts the reads', async () => {
    const [a, b] = [await t.member(), await t.member()];
    const before = await t.app.db.kysely
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const sent = await as('POST', '/admin/announcements', { title: TITLE, body: BODY, audience: { kind: 'all' } });
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({ status: 'sent', read: 0, audience: { kind: 'all' } });
    expect(sent.data.recipients).toBeGreaterThanOrEqual(2);
    // Fan-out on read: sending wrote no message rows.
    const after = await t.app.db.kysely
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const en = await inbox(t, a, 'en');
    expect(en.list.filter((x) => x.template === 'announcement')).toHaveLength(1);
    expect(en.list[0]).toMatchObject({ category: 'announcements', title: 'Maintenance notice', body: BODY.en, readAt: null });
    expect(en.unread.byCategory.announcements).toBe(1);
    // zh-Hans has no body: the default language's text stands in.
    const hans = await inbox(t, a, 'zh-Hans');
    expect(hans.list[0]).toMatchObject({ title: '系统维护通知', body: BODY['zh-Hant'] });
    expect(hans.total).toBe(1);

    // Concurrent first reads copy it once.
    const counts = await Promise.all(
      [1, 2, 3].map(() => call(t.app, { method: 'GET', url: '/message/unread', headers: { satoken: b.token } })),
    );
    expect(counts.map((c) => c.data.byCategory.announcements)).toEqual([1, 1, 1]);
    expect((await inbox(t, b)).total).toBe(1);

    const read = await call(t.app, {
      method: 'POST',
      url: '/message/read',
      payload: { id: en.list[0]!.id },
      headers: { satoken: a.token },
    });
    expect(read.code).toBe(200);
    expect(read.data.unread.byCategory.announcements).toBe(0);
    const listed = await as('GET', '/admin/announcements');
    expect(listed.data.list[0]).toMatchObject({ id: sent.data.id, read: 1, title: TITLE });

    // A member who joins afterwards does not receive it.
    const late = await t.member();
    expect((await inbox(t, late)).total).toBe(0);
  });

  it('addresses a level and above, or a list of member numbers; an audience of nobody and a missing default language are refused', async () => {
    const [low, high, listed] = [await t.member(), await t.member(), await t.member()];
    expect((await as('POST', `/admin/member/${high.id}/level`, { level: 4 })).code).toBe(200);
    const byLevel = await as('POST', '/admin/announcements', { title: TITLE, body: BODY, audience: { kind: 'level', minLevel: 4 } });
    expect(byLevel.code).toBe(200);
    const byList = await as('POST', '/admin/announcements', {
      title: { 'zh-Hant': '給你的' },
      body: { 'zh-Hant': '名單公告' },
      audience: { kind: 'members', memberNos: [listed.memberNo, '99999999'] },
    });
    expect(byList.data).toMatchObject({ recipients: 1, audience: { kind: 'members', memberNos: [listed.memberNo] } });
    const ids = async (m: Member) => (await inbox(t, m)).list.map((x) => x.title);
    expect(await ids(high)).toContain('Maintenance notice');
    expect(await ids(low)).not.toContain('Maintenance notice');
    expect(await ids(listed)).toEqual(['給你的']);

    const preview = await as('POST', '/admin/announcements/preview', {
      title: TITLE,
      body: BODY,
      audience: { kind: 'members', memberNos: [listed.memberNo, '99999999'] },
    });
    expect(preview.data).toMatchObject({ recipients: 1, unknownMemberNos: ['99999999'], texts: { 'zh-Hans': { body: BODY['zh-Hant'] } } });

    const nobody = await as(
      'POST',
      '/admin/announcements',
      { title: TITLE, body: BODY, audience: { kind: 'members', memberNos: ['99999998'] } },
      'zh-Hant',
    );
    expect([nobody.code, nobody.msg]).toEqual([Code.ANNOUNCEMENT_AUDIENCE_EMPTY, '沒有符合這個對象的會員']);
    const noDefault = await as('POST', '/admin/announcements', { title: { en: 'Hi' }, body: BODY, audience: { kind: 'all' } });
    expect(noDefault.code).toBe(Code.VALIDATION);
    expect(noDefault.msg).toContain('Traditional Chinese');
    const past = await as('POST', '/admin/announcements', {
      title: TITLE,
      body: BODY,
      audience: { kind: 'all' },
      sendAt: '2020-01-01T00:00:00Z',
    });
    expect(past.code).toBe(Code.ANNOUNCEMENT_SEND_AT_PAST);
    // Members may not call it.
    const asMember = await call(t.app, { method: 'POST', url: '/admin/announcements', payload: {}, headers: { satoken: low.token } });
    expect(asMember.code).toBe(Code.OPERATOR_ONLY);
  });

  it('scheduled: nobody sees it before its time; the job sends it once and members online receive it over the socket', async () => {
    const m = await t.member();
    const sendAt = new Date(t.clock.now() + 3600_000).toISOString();
    const scheduled = await as('POST', '/admin/announcements', { title: TITLE, body: BODY, audience: { kind: 'all' }, sendAt });
    expect(scheduled.data).toMatchObject({ status: 'scheduled', sentAt: null, recipients: 0 });
    expect(await t.app.services.announcements.sendDue()).toBe(0);
    expect((await inbox(t, m)).list.some((x) => x.title === TITLE.en && x.createdAt === sendAt)).toBe(false);

    const socket = await connect(t, m.token);
    try {
      t.clock.advance(3600_000);
      const [first, second] = await Promise.all([t.app.services.announcements.sendDue(), t.app.services.announcements.sendDue()]);
      expect(first + second).toBe(1);
      const frame = await socket.until((f) => f.type === 'message' && f.message.template === 'announcement');
      expect(frame).toMatchObject({
        message: { title: 'Maintenance notice' },
        unread: { byCategory: { announcements: expect.any(Number) } },
      });
    } finally {
      socket.close();
    }
    const listed = (await as('GET', '/admin/announcements')).data.list as { id: number; status: string; recipients: number }[];
    expect(listed.find((x) => x.id === scheduled.data.id)).toMatchObject({ status: 'sent' });
    expect(listed.find((x) => x.id === scheduled.data.id)!.recipients).toBeGreaterThan(0);
    expect(await t.app.jobs.run('announcements')).toBe('ok');
  });
});

/** A signed-in socket (the chat socket) collecting what the server sends. */
async function connect(t: TestApp, token: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const received: ChatServerMessage[] = [];
  ws.on('message', (raw) => received.push(JSON.parse((raw as Buffer).toString()) as ChatServerMessage));
  const until = async (test: (f: ChatServerMessage) => boolean, timeoutMs = 5_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(test);
      if (found) return found;
      if (Date.now() > end) throw new Error(`no matching frame; got ${JSON.stringify(received.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
  await until((f) => f.type === 'ready');
  return { received, until, close: () => ws.terminate() };
}
