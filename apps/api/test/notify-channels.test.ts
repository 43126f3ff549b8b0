import { verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import type { NotifySettings } from '@uu/contract/messages';
import { OutboxSender } from '../src/modules/codes/code-sender';
import { passwordChangedEvent, transferEvent } from '../src/modules/messages/events';
import type { MessageEvent } from '../src/modules/messages/messages.service';
import { call, dialects } from './helpers';
import { decrypt, pushBrowser } from './push-helpers';
import { useTestApp, type TestHandle } from './suite';
import { startMailbox, type Mail, type Mailbox } from './mailbox';

// A message's outside channels (issue 21): Web Push to a push service started here on loopback (its VAPID header
// checked, its aes128gcm payload decrypted with the subscriber's keys), email through a local SMTP server that can
// refuse a recipient, per-category choices, quiet hours, the outbox written with the message and its retries.

const VAPID = webpush.generateVAPIDKeys();
const MINUTE = 60_000;

type Pushed = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
const pushed: Pushed[] = [];
/** The push service's answer per endpoint path (201 unless set). */
const pushStatus = new Map<string, number>();
const mails: Mail[] = [];
/** Recipients the SMTP server refuses this many more times. */
const refuse = new Map<string, number>();
let pushService: http.Server;
let smtp: Mailbox;
let pushOrigin = '';
let smtpPort = 0;

beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      pushed.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = pushStatus.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  smtp = await startMailbox(mails, {
    onRcptTo(address, _session, callback) {
      const left = refuse.get(address.address) ?? 0;
      if (left <= 0) {
        callback();
        return;
      }
      refuse.set(address.address, left - 1);
      callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
    },
  });
  smtpPort = smtp.port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
  await smtp.close();
});

const browser = (name: string) => pushBrowser(pushOrigin, name);

/** RFC 8292: `vapid t=<JWT signed ES256 by the server's key>, k=<its public key>`, for the push service's origin. */
function checkVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(VAPID.publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ aud: audience, sub: 'mailto:ops@uu.example' });
  const raw = Buffer.from(VAPID.publicKey, 'base64url');
  const key = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
}

describe.each(dialects)('Web Push, email and SMS per category on %s', (dialect) => {
  const t: TestHandle = useTestApp(dialect, () => ({
    env: {
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@uu.example',
      PUSH_ALLOW_HTTP: '1',
      CODE_SENDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: 'UU <no-reply@uu.example>',
    },
    // Registration codes still go to the outbox file the helpers read; messages' emails take the SMTP sender.
    codeSender: {
      send: (m): Promise<void> => new OutboxSender(t.dataDir, { info: () => undefined } as unknown as FastifyBaseLogger).send(m),
    },
  }));

  const get = (token: string) =>
    call<NotifySettings>(t.app, { method: 'GET', url: '/message/notifySettings', headers: { satoken: token } });
  const post = (token: string, url: string, payload: unknown, lang = 'zh-Hant') =>
    call(t.app, { method: 'POST', url, payload: payload as Record<string, unknown>, headers: { satoken: token, 'accept-language': lang } });
  const none = { transactions: [], orders: [], team: [], announcements: [], security: [] };

  /** Writes a message in a transaction of its own, as a capability does; `fail` rolls it back. */
  async function notify(userId: number, event: MessageEvent, fail = false) {
    await t.app.db
      .transaction(async (trx) => {
        await t.app.services.messages.notify(trx, userId, event);
        if (fail) throw new Error('the change failed');
      })
      .catch((err: unknown) => {
        if (!fail) throw err;
      });
  }
  const deliveriesOf = (userId: number) =>
    t.app.db.kysely.selectFrom('message_deliveries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const messageCount = async (userId: number) =>
    (await t.app.db.kysely.selectFrom('messages').select('id').where('user_id', '=', userId).execute()).length;
  const transfer = (n: number) => transferEvent({ transactionId: n, from: 'Alice', amount: 12_345, currency: 'UU' });

  it('settings start with no outside channel; saved per category with quiet hours; bad input is refused', async () => {
    const m = await t.member();
    const first = await get(m.token);
    expect(first.data).toEqual({
      channels: none,
      quietHours: null,
      push: { publicKey: VAPID.publicKey, devices: 0 },
      contacts: { email: true, phone: false },
      timeZone: 'Asia/Taipei',
    });
    const saved = await post(m.token, '/message/notifySettings', {
      channels: { ...none, transactions: ['push', 'email', 'push'], security: ['sms'] },
      quietHours: { from: '22:00', to: '08:00' },
    });
    expect(saved.code).toBe(200);
    expect((await get(m.token)).data).toMatchObject({
      channels: { ...none, transactions: ['push', 'email'], security: ['sms'] },
      quietHours: { from: '22:00', to: '08:00' },
    });
    for (const bad of [
      { channels: { ...none, orders: ['fax'] }, quietHours: null },
      { channels: none, quietHours: { from: '24:00', to: '08:00' } },
      { channels: none, quietHours: { from: '08:00', to: '08:00' } },
      { channels: { transactions: [] }, quietHours: null },
    ]) {
      expect((await post(m.token, '/message/notifySettings', bad)).code).toBe(Code.VALIDATION);
    }
    expect((await post(m.token, '/message/push/subscribe', { endpoint: 'ftp://x.example/1', keys: browser('x').json.keys })).code).toBe(
      Code.VALIDATION,
    );
  });

  it('the outbox rows are written with the message, per channel and device; a rolled-back change writes none', async () => {
    const m = await t.member();
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['push', 'email'] }, quietHours: null });
    const phone = browser('outbox-a');
    const laptop = browser('outbox-b');
    await post(m.token, '/message/push/subscribe', phone.json);
    expect((await post(m.token, '/message/push/subscribe', laptop.json)).data).toEqual({ devices: 2 });

    await notify(m.id, transfer(1), true);
    expect(await messageCount(m.id)).toBe(0);
    expect(await deliveriesOf(m.id)).toEqual([]);

    await notify(m.id, transfer(2));
    expect(await messageCount(m.id)).toBe(1);
    const rows = await deliveriesOf(m.id);
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['push', 'pending', 0],
      ['push', 'pending', 0],
      ['email', 'pending', 0],
    ]);
    expect(rows.every((r) => Number(r.next_at) === t.clock.now())).toBe(true);
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(m.id)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a push reaches the device encrypted (aes128gcm) with VAPID, in the language it subscribed in, opening the message object', async () => {
    const m = await t.member();
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['push'] }, quietHours: null });
    const device = browser('push-en');
    await post(m.token, '/message/push/subscribe', device.json, 'en');
    await notify(m.id, transfer(7));
    expect(await t.app.jobs.run('deliveries')).toBe('ok');
    const got = pushed.filter((p) => p.path === device.path);
    expect(got).toHaveLength(1);
    const { headers, body } = got[0]!;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers['content-type']).toBe('application/octet-stream');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    checkVapid(headers.authorization, pushOrigin);
    const payload = JSON.parse(decrypt(body, device.ecdh, device.auth)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Transfer received',
      body: 'Alice sent you 123.45 UU.',
      object: { kind: 'transfer', id: 7 },
    });
    expect(typeof payload.messageId).toBe('number');
    expect((await deliveriesOf(m.id)).map((r) => r.status)).toEqual(['sent']);
  });

  it('a subscription the push service says is gone (410) is deleted; a 500 is retried', async () => {
    const m = await t.member();
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['push'] }, quietHours: null });
    const gone = browser('gone');
    const down = browser('down');
    pushStatus.set(gone.path, 410);
    pushStatus.set(down.path, 500);
    await post(m.token, '/message/push/subscribe', gone.json);
    await post(m.token, '/message/push/subscribe', down.json);
    await notify(m.id, transfer(8));
    await t.app.jobs.run('deliveries');
    expect((await get(m.token)).data.push.devices).toBe(1);
    const rows = await deliveriesOf(m.id);
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['skipped', 1, 'subscription gone'],
      ['pending', 1, 'push service answered HTTP 500'],
    ]);
    expect(Number(rows[1]!.next_at)).toBe(t.clock.now() + MINUTE);
    pushStatus.set(down.path, 201);
    t.clock.advance(MINUTE);
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(m.id)).map((r) => r.status)).toEqual(['skipped', 'sent']);
  });

  it('an email the SMTP server refuses is retried after 1 min, then 5 min, and then goes out; other channels are not held up', async () => {
    const m = await t.member();
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['email', 'push'] }, quietHours: null }, 'en');
    await post(m.token, '/message/push/subscribe', browser('beside-mail').json);
    refuse.set(m.email, 2);
    await notify(m.id, transfer(9));
    const start = t.clock.now();
    await t.app.jobs.run('deliveries');
    let rows = await deliveriesOf(m.id);
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['push', 'sent', 1],
      ['email', 'pending', 1],
    ]);
    expect(rows[1]!.last_error).toMatch(/mailbox busy/);
    expect(Number(rows[1]!.next_at)).toBe(start + MINUTE);
    // Not before its time.
    t.clock.advance(MINUTE - 1000);
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(m.id))[1]!.attempts).toBe(1);
    t.clock.advance(1000);
    await t.app.jobs.run('deliveries');
    rows = await deliveriesOf(m.id);
    expect([rows[1]!.status, rows[1]!.attempts, Number(rows[1]!.next_at)]).toEqual(['pending', 2, t.clock.now() + 5 * MINUTE]);
    t.clock.advance(5 * MINUTE);
    await t.app.jobs.run('deliveries');
    rows = await deliveriesOf(m.id);
    expect([rows[1]!.status, rows[1]!.attempts]).toEqual(['sent', 3]);
    const mail = mails.filter((x) => x.to === m.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Subject: Transfer received');
    expect(mail[0]!.body).toContain('Alice sent you 123.45 UU.');
  });

  it('a channel that keeps failing is given up after five attempts, its error kept', async () => {
    const m = await t.member();
    await post(m.token, '/message/notifySettings', { channels: { ...none, transactions: ['email'] }, quietHours: null });
    refuse.set(m.email, 99);
    await notify(m.id, transfer(10));
    for (const wait of [0, 1, 5, 30, 120]) {
      t.clock.advance(wait * MINUTE);
      await t.app.jobs.run('deliveries');
    }
    const [row] = await deliveriesOf(m.id);
    expect([row!.status, row!.attempts]).toEqual(['failed', 5]);
    expect(row!.last_error).toMatch(/mailbox busy/);
    t.clock.advance(24 * 60 * MINUTE);
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(m.id))[0]!.attempts).toBe(5);
    refuse.delete(m.email);
  });

  it('quiet hours hold a delivery until their end (platform time zone); account security is not held', async () => {
    const m = await t.member();
    // A window from this minute (Taipei) for two hours.
    const local = (at: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Taipei', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(at);
    const from = local(t.clock.now());
    const to = local(t.clock.now() + 120 * MINUTE);
    await post(m.token, '/message/notifySettings', {
      channels: { ...none, transactions: ['email'], security: ['email'] },
      quietHours: { from, to },
    });
    await notify(m.id, transfer(11));
    await notify(m.id, passwordChangedEvent('login'));
    await t.app.jobs.run('deliveries');
    let rows = await deliveriesOf(m.id);
    expect(rows.map((r) => r.status)).toEqual(['pending', 'sent']);
    const release = Number(rows[0]!.next_at);
    expect(local(release)).toBe(to);
    expect(release - t.clock.now()).toBeGreaterThan(119 * MINUTE);
    expect(release - t.clock.now()).toBeLessThanOrEqual(120 * MINUTE);
    t.clock.advance(release - t.clock.now() - 1000);
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(m.id))[0]!.status).toBe('pending');
    t.clock.advance(1000);
    await t.app.jobs.run('deliveries');
    rows = await deliveriesOf(m.id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('only the categories and channels the member turned on are used; one turned off while waiting is skipped', async () => {
    const m = await t.member();
    await post(m.token, '/message/notifySettings', { channels: { ...none, security: ['email'] }, quietHours: null });
    await notify(m.id, transfer(12));
    expect(await deliveriesOf(m.id)).toEqual([]);
    await notify(m.id, passwordChangedEvent('pay'));
    expect((await deliveriesOf(m.id)).map((r) => r.channel)).toEqual(['email']);
    await post(m.token, '/message/notifySettings', { channels: none, quietHours: null });
    await t.app.jobs.run('deliveries');
    expect((await deliveriesOf(m.id)).map((r) => [r.status, r.last_error])).toEqual([['skipped', 'channel turned off']]);
    expect(mails.filter((x) => x.to === m.email)).toEqual([]);
  });

  it("another member's subscription cannot be removed; the member's own can", async () => {
    const a = await t.member();
    const b = await t.member();
    const device = browser('a-device');
    await post(a.token, '/message/push/subscribe', device.json);
    expect((await post(b.token, '/message/push/unsubscribe', { endpoint: device.json.endpoint })).code).toBe(
      Code.PUSH_SUBSCRIPTION_NOT_FOUND,
    );
    expect((await get(a.token)).data.push.devices).toBe(1);
    expect(await post(a.token, '/message/push/unsubscribe', { endpoint: device.json.endpoint })).toMatchObject({
      code: 200,
      data: { devices: 0 },
    });
  });
});

describe('without VAPID keys', () => {
  const t = useTestApp('sqlite');

  it('push is off: no public key, and subscribing is refused', async () => {
    const m = await t.member();
    const settings = await call<NotifySettings>(t.app, { method: 'GET', url: '/message/notifySettings', headers: { satoken: m.token } });
    expect(settings.data.push).toEqual({ publicKey: null, devices: 0 });
    const res = await call(t.app, {
      method: 'POST',
      url: '/message/push/subscribe',
      payload: browser('nowhere').json,
      headers: { satoken: m.token },
    });
    expect(res.code).toBe(Code.PUSH_NOT_CONFIGURED);
  });
});
