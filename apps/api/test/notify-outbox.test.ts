import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import type { NotifySettings, UnreadCounts } from '@uu/contract/messages';
import { OutboxSender } from '../src/modules/codes/code-sender';
import { transferEvent } from '../src/modules/messages/events';
import { asAdmin } from './admin-helpers';
import { call, dialects, login } from './helpers';
import { decrypt, pushBrowser } from './push-helpers';
import { useTestApp, type TestHandle } from './suite';
import { startMailbox, type Mail, type Mailbox } from './mailbox';

// The outside channels' last parts (issue 21): an operator's announcement reaches the members who turned push, email
// or SMS on for announcements through the outbox (written by the `announcements` job in batches, never by the
// operator's call); a tapped push marks its message read with the token it carried; signing out removes the device's
// subscription; SMS goes out through the SMS gateway, here a real HTTP server on loopback.

const VAPID = webpush.generateVAPIDKeys();
const SMS_KEY = 'sms-gateway-key';
const MINUTE = 60_000;
const TITLE = { 'zh-Hant': '系統維護通知', en: 'Maintenance notice' };
const BODY = { 'zh-Hant': '今晚 23:00 起維護一小時。', en: 'One hour of maintenance from 23:00 tonight.' };

const pushed: { path: string; body: Buffer }[] = [];
const texts: { to: string; text: string; authorization: string | undefined }[] = [];
/** The SMS gateway answers this status this many more times (then 200). */
let gatewayFails = { status: 200, times: 0 };
const mails: Mail[] = [];
let pushService: http.Server;
let gateway: http.Server;
let smtp: Mailbox;
let pushOrigin = '';
let gatewayUrl = '';
let smtpPort = 0;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function collect(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => req.on('end', () => resolve(Buffer.concat(chunks))));
}

beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    void collect(req).then((body) => {
      pushed.push({ path: req.url ?? '', body });
      res.statusCode = 201;
      res.end();
    });
  });
  pushOrigin = await listen(pushService);
  gateway = http.createServer((req, res) => {
    void collect(req).then((body) => {
      if (gatewayFails.times > 0) {
        gatewayFails.times -= 1;
        res.statusCode = gatewayFails.status;
        res.end();
        return;
      }
      const { to, text } = JSON.parse(body.toString('utf8')) as { to: string; text: string };
      texts.push({ to, text, authorization: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  gatewayUrl = `${await listen(gateway)}/sms/send`;
  smtp = await startMailbox(mails);
  smtpPort = smtp.port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await smtp.close();
});

describe.each(dialects)('announcements through the outbox, push read, sign-out and SMS on %s', (dialect) => {
  const t: TestHandle = useTestApp(dialect, () => ({
    env: {
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@uu.example',
      PUSH_ALLOW_HTTP: '1',
      CODE_SENDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'UU <no-reply@uu.example>',
      SMS_GATEWAY_URL: gatewayUrl,
      SMS_GATEWAY_KEY: SMS_KEY,
    },
    // Registration codes still go to the outbox file the helpers read; messages take the SMTP / SMS sender.
    codeSender: {
      send: (m): Promise<void> => new OutboxSender(t.dataDir, { info: () => undefined } as unknown as FastifyBaseLogger).send(m),
    },
  }));

  const none = { transactions: [], orders: [], team: [], announcements: [], security: [] };
  const post = (token: string, url: string, payload: unknown, lang = 'en') =>
    call(t.app, { method: 'POST', url, payload: payload as Record<string, unknown>, headers: { satoken: token, 'accept-language': lang } });
  const settingsOf = (token: string) =>
    call<NotifySettings>(t.app, { method: 'GET', url: '/message/notifySettings', headers: { satoken: token } });
  const unreadOf = async (token: string) =>
    (await call<UnreadCounts>(t.app, { method: 'GET', url: '/message/unread', headers: { satoken: token } })).data;
  const deliveriesOf = (userId: number) =>
    t.app.db.kysely.selectFrom('message_deliveries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const announce = async (payload: Record<string, unknown>) =>
    asAdmin(t, await t.operator('operator'), { method: 'POST', url: '/admin/announcements', payload });
  const withPhone = async (userId: number, phone: string) => {
    await t.app.db.kysely.updateTable('users').set({ phone }).where('id', '=', userId).execute();
  };
  const notifyTransfer = (userId: number, n: number) =>
    t.app.db.transaction((trx) =>
      t.app.services.messages.notify(trx, userId, transferEvent({ transactionId: n, from: 'Alice', amount: 12_345, currency: 'UU' })),
    );
  /** What a device received, decrypted as the browser would. */
  const received = (device: ReturnType<typeof pushBrowser>) =>
    pushed
      .filter((p) => p.path === device.path)
      .map((p) => JSON.parse(decrypt(p.body, device.ecdh, device.auth)) as { title: string; messageId: number; read: string });

  it('an announcement goes out by push, email and SMS to the members who chose them, written by the job, not the call', async () => {
    const local = (at: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Taipei', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(at);
    const a = await t.member(); // push and email for announcements
    const b = await t.member(); // SMS, in quiet hours
    const c = await t.member(); // channels for transactions only
    const d = await t.member(); // no settings
    const device = pushBrowser(pushOrigin, 'announce-a');
    await post(a.token, '/message/notifySettings', { channels: { ...none, announcements: ['push', 'email'] }, quietHours: null });
    await post(a.token, '/message/push/subscribe', device.json);
    const phone = dialect === 'sqlite' ? '+886912000001' : '+886912000002';
    await withPhone(b.id, phone);
    const quiet = { from: local(t.clock.now()), to: local(t.clock.now() + 120 * MINUTE) };
    await post(b.token, '/message/notifySettings', { channels: { ...none, announcements: ['sms'] }, quietHours: quiet });
    await post(c.token, '/message/notifySettings', { channels: { ...none, transactions: ['email'] }, quietHours: null });

    const sent = await announce({ title: TITLE, body: BODY, audience: { kind: 'all' } });
    expect(sent.code).toBe(200);
    // The call wrote no delivery and no member's copy.
    for (const m of [a, b, c, d]) expect(await deliveriesOf(m.id)).toEqual([]);
    const copies = () =>
      t.app.db.kysely.selectFrom('messages').select(['user_id', 'id']).where('announcement_id', '=', sent.data.id).execute();
    expect(await copies()).toEqual([]);

    expect(await t.app.jobs.run('announcements')).toBe('ok');
    const [ofA, ofB, ofC, ofD] = await Promise.all([a, b, c, d].map((m) => deliveriesOf(m.id)));
    expect(ofA!.map((r) => [r.channel, r.status, Number(r.next_at) === t.clock.now()])).toEqual([
      ['push', 'pending', true],
      ['email', 'pending', true],
    ]);
    expect(ofB!.map((r) => [r.channel, r.status])).toEqual([['sms', 'pending']]);
    expect(local(Number(ofB![0]!.next_at))).toBe(quiet.to);
    expect(ofC).toEqual([]);
    expect(ofD).toEqual([]);
    // The deliveries send the members' own copies (the ones the centre shows), made for them once.
    const made = await copies();
    expect(made.map((r) => r.user_id).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(ofA![0]!.message_id).toBe(made.find((r) => r.user_id === a.id)!.id);
    expect(
      (await t.app.db.kysely.selectFrom('announcements').select('outbox_after').where('id', '=', sent.data.id).executeTakeFirstOrThrow())
        .outbox_after,
    ).toBeNull();
    // Once: another run writes nothing more, and the member's read finds the same copy.
    await t.app.jobs.run('announcements');
    expect(await deliveriesOf(a.id)).toHaveLength(2);
    expect((await unreadOf(a.token)).byCategory.announcements).toBeGreaterThanOrEqual(1);
    expect((await copies()).filter((r) => r.user_id === a.id)).toHaveLength(1);

    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(a.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(received(device).map((p) => p.title)).toEqual(['Maintenance notice']);
    expect(mails.filter((m) => m.to === a.email)[0]!.body).toContain('One hour of maintenance from 23:00 tonight.');
    expect((await deliveriesOf(b.id))[0]!.status).toBe('pending');
    t.clock.advance(Number(ofB![0]!.next_at) - t.clock.now());
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(b.id))[0]!.status).toBe('sent');
    expect(texts.filter((x) => x.to === phone).map((x) => x.text)).toEqual([BODY.en]);
  });

  it('a scheduled announcement, a level and a list: only the members addressed get deliveries, after it is sent', async () => {
    const low = await t.member();
    const high = await t.member();
    await t.app.db.kysely.updateTable('users').set({ level: 5 }).where('id', '=', high.id).execute();
    for (const m of [low, high]) {
      await post(m.token, '/message/notifySettings', { channels: { ...none, announcements: ['email'] }, quietHours: null });
    }
    const sendAt = new Date(t.clock.now() + 30 * MINUTE).toISOString();
    const byLevel = await announce({ title: TITLE, body: BODY, audience: { kind: 'level', minLevel: 5 }, sendAt });
    expect(byLevel.code).toBe(200);
    await t.app.jobs.run('announcements');
    expect(await deliveriesOf(high.id)).toEqual([]);
    t.clock.advance(30 * MINUTE);
    await t.app.jobs.run('announcements');
    expect((await deliveriesOf(high.id)).map((r) => r.channel)).toEqual(['email']);
    expect(await deliveriesOf(low.id)).toEqual([]);

    const listed = await announce({ title: TITLE, body: BODY, audience: { kind: 'members', memberNos: [low.memberNo] } });
    expect(listed.code).toBe(200);
    await t.app.jobs.run('announcements');
    expect((await deliveriesOf(low.id)).map((r) => r.channel)).toEqual(['email']);
    expect(await deliveriesOf(high.id)).toHaveLength(1);
    // A member who joined after it was sent gets none.
    const late = await t.member();
    await post(late.token, '/message/notifySettings', { channels: { ...none, announcements: ['email'] }, quietHours: null });
    await t.app.jobs.run('announcements');
    expect(await deliveriesOf(late.id)).toEqual([]);
  });

  it('a tapped push marks its message read with the token it carried; a wrong token or another message is not found', async () => {
    const m = await t.member();
    const other = await t.member();
    const device = pushBrowser(pushOrigin, 'tap');
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['push'] }, quietHours: null });
    await post(m.token, '/message/push/subscribe', device.json);
    await notifyTransfer(m.id, 1);
    await notifyTransfer(m.id, 2);
    await notifyTransfer(other.id, 3);
    await t.app.jobs.run('deliveries');
    const [first, second] = received(device);
    expect(typeof first!.read).toBe('string');
    expect(first!.read).not.toBe(second!.read);
    expect((await unreadOf(m.token)).byCategory.transactions).toBe(2);
    const tap = (payload: Record<string, unknown>) => call(t.app, { method: 'POST', url: '/message/push/read', payload });

    const otherMessage = await t.app.db.kysely
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    for (const bad of [
      { id: first!.messageId, token: second!.read },
      // Another first character: every bit of it counts (the last one's low bits are base64url padding, so swapping it could leave the same token).
      { id: first!.messageId, token: `${first!.read.startsWith('A') ? 'B' : 'A'}${first!.read.slice(1)}` },
      { id: otherMessage.id, token: first!.read },
      { id: 999_999_999, token: first!.read },
    ]) {
      expect((await tap(bad)).code).toBe(Code.MESSAGE_NOT_FOUND);
    }
    expect((await tap({ id: first!.messageId })).code).toBe(Code.VALIDATION);
    expect((await unreadOf(m.token)).byCategory.transactions).toBe(2);

    // No session: the token is the proof. Twice is harmless.
    expect(await tap({ id: first!.messageId, token: first!.read })).toMatchObject({ code: 200, data: null });
    expect(await tap({ id: first!.messageId, token: first!.read })).toMatchObject({ code: 200 });
    expect((await unreadOf(m.token)).byCategory.transactions).toBe(1);
    const row = await t.app.db.kysely.selectFrom('messages').select('read_at').where('id', '=', first!.messageId).executeTakeFirstOrThrow();
    expect(Number(row.read_at)).toBe(t.clock.now());
  });

  it("signing out removes the subscription this session registered, not the member's other devices", async () => {
    const m = await t.member();
    const second = await login(t.app, m.email);
    expect(second.code).toBe(200);
    const phone = pushBrowser(pushOrigin, 'phone');
    const laptop = pushBrowser(pushOrigin, 'laptop');
    await post(m.token, '/message/push/subscribe', phone.json);
    await post(second.data.token, '/message/push/subscribe', laptop.json);
    expect((await settingsOf(m.token)).data.push.devices).toBe(2);

    expect((await post(m.token, '/auth/logout', undefined)).code).toBe(200);
    const left = await t.app.db.kysely.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', m.id).execute();
    expect(left.map((r) => r.endpoint)).toEqual([laptop.json.endpoint]);
    expect((await settingsOf(second.data.token)).data.push.devices).toBe(1);
  });

  it('a category set to SMS sends through the SMS gateway (real HTTP), retried when the gateway fails', async () => {
    const m = await t.member();
    const phone = dialect === 'sqlite' ? '+886912345678' : '+886912345679';
    await withPhone(m.id, phone);
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['sms'] }, quietHours: null }, 'en');
    gatewayFails = { status: 503, times: 1 };
    await notifyTransfer(m.id, 4);
    await t.app.jobs.run('deliveries');
    let [row] = await deliveriesOf(m.id);
    expect([row!.channel, row!.status, row!.attempts, row!.last_error]).toEqual(['sms', 'pending', 1, 'SMS gateway answered HTTP 503']);
    t.clock.advance(MINUTE);
    await t.app.jobs.run('deliveries');
    [row] = await deliveriesOf(m.id);
    expect([row!.status, row!.attempts]).toEqual(['sent', 2]);
    expect(texts.filter((x) => x.to === phone)).toEqual([
      { to: phone, text: 'Alice sent you 123.45 UU.', authorization: `Bearer ${SMS_KEY}` },
    ]);
  });
});
