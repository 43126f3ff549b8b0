import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { call, createTestApp, dialects, login, readOutbox, registerMember, type TestApp } from './helpers';
import { secondInstance, type SecondInstance } from './instances';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

const DAY = 24 * 3600 * 1000;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** An address the offline database places in Taiwan (HiNet). */
const TAIWAN_IP = '1.34.0.1';

type Notice = { to: string; notice?: string; subject?: string; text?: string };

type Frame = { type: string; code?: number };

/** A member chat socket on `app`, authenticated with `token`: its frames and its close code. */
async function chatSocket(app: FastifyInstance, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const ws = new WebSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${CHAT_SOCKET_PATH}`);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse((raw as Buffer).toString('utf8')) as Frame));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
  await expect.poll(() => frames.map((f) => f.type)).toContain('ready');
  return { frames, closed };
}

describe.each(dialects)('devices and sign-in history on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

  /** A member registered and signed in once (their first device: a Windows computer, in `lang`). */
  async function member(lang = 'zh-TW') {
    const email = `dev-${randomUUID().slice(0, 8)}@example.com`;
    const user = await registerMember(t, email);
    const first = await signIn(email, WINDOWS, { lang });
    return { ...user, email, token: first.token, sessionId: await sessionOf(first.token) };
  }

  async function signIn(email: string, userAgent: string, options: { ip?: string; lang?: string; clientType?: string } = {}) {
    const res = await login(t.app, email, 'secret123', {
      remoteAddress: options.ip ?? '10.1.2.3',
      headers: {
        'user-agent': userAgent,
        'accept-language': options.lang ?? 'zh-TW',
        ...(options.clientType ? { 'client-type': options.clientType } : {}),
      },
    });
    expect(res.code).toBe(200);
    return { token: res.data.token };
  }

  async function sessionOf(token: string): Promise<number> {
    const list = await devices(token);
    const mine = list.data.find((d: { current: boolean }) => d.current);
    return mine.id as number;
  }

  const devices = (token: string) => call(t.app, { method: 'GET', url: '/user/devices', headers: { satoken: token } });
  const signOut = (token: string, id: number) =>
    call(t.app, { method: 'POST', url: '/user/devices/signOut', headers: { satoken: token, 'accept-language': 'en-US' }, payload: { id } });
  const signOutOthers = (token: string) => call(t.app, { method: 'POST', url: '/user/devices/signOutOthers', headers: { satoken: token } });
  const profile = (token: string) => call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: token } });
  const history = (token: string, query: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: '/user/signInHistory', query, headers: { satoken: token } });
  const noticesTo = (email: string): Notice[] => (readOutbox(t.dataDir) as Notice[]).filter((e) => e.to === email && e.notice);

  it('lists the signed-in devices with browser, system, kind, place from the address and this device marked', async () => {
    const m = await member();
    const phone = await signIn(m.email, IPHONE, { ip: TAIWAN_IP, clientType: '2' });
    const list = await devices(phone.token);
    expect(list.code).toBe(200);
    expect(list.data).toHaveLength(2);
    const [first, second] = list.data;
    // Most recently active first: the phone that just signed in, marked as this device.
    expect(first).toMatchObject({
      current: true,
      kind: 'mobile',
      model: 'Apple iPhone',
      browser: 'Safari 18',
      os: 'iOS 18.1',
      clientType: 2,
      ip: TAIWAN_IP,
      country: 'TW',
    });
    // A private address has no place: nothing is made up.
    expect(second).toMatchObject({
      current: false,
      kind: 'desktop',
      browser: 'Chrome 131',
      os: 'Windows 10',
      ip: '10.1.2.3',
      country: null,
    });
    expect(second.id).toBe(m.sessionId);
  });

  it("refuses to sign out another member's device with a clear code, and that device keeps working", async () => {
    const a = await member();
    const b = await member();
    const res = await signOut(a.token, b.sessionId);
    expect(res).toMatchObject({
      code: Code.DEVICE_NOT_FOUND,
      msg: 'That device is not signed in to your account. Refresh the list and try again.',
    });
    expect((await profile(b.token)).code).toBe(200);
    expect((await signOut(a.token, 99_999_999)).code).toBe(Code.DEVICE_NOT_FOUND);
    expect(
      (await call(t.app, { method: 'POST', url: '/user/devices/signOut', headers: { satoken: a.token }, payload: { id: 'x' } })).code,
    ).toBe(Code.VALIDATION);
  });

  it('signs out one device: its token stops at once, the others keep working, and a second sign-out finds nothing', async () => {
    const m = await member();
    const phone = await signIn(m.email, IPHONE);
    const tablet = await signIn(m.email, ANDROID);
    expect(await signOut(phone.token, m.sessionId)).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
    expect((await profile(phone.token)).code).toBe(200);
    expect((await profile(tablet.token)).code).toBe(200);
    const left = await devices(phone.token);
    expect(left.data.map((d: { id: number }) => d.id)).not.toContain(m.sessionId);
    expect(left.data).toHaveLength(2);
    expect((await signOut(phone.token, m.sessionId)).code).toBe(Code.DEVICE_NOT_FOUND);
  });

  it('signs out everywhere else and keeps this device', async () => {
    const m = await member();
    const phone = await signIn(m.email, IPHONE);
    const tablet = await signIn(m.email, ANDROID);
    const other = await member();
    expect(await signOutOthers(phone.token)).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
    expect((await profile(tablet.token)).code).toBe(Code.TOKEN_INVALID);
    expect((await profile(phone.token)).code).toBe(200);
    expect((await profile(other.token)).code).toBe(200);
    const left = await devices(phone.token);
    expect(left.data).toHaveLength(1);
    expect(left.data[0]).toMatchObject({ current: true });
  });

  it("closes the signed-out device's chat socket at once, without waiting for its next frame", async () => {
    const m = await member();
    const phone = await signIn(m.email, IPHONE);
    const socket = await chatSocket(t.app, m.token);
    expect((await signOut(phone.token, m.sessionId)).code).toBe(200);
    // Nothing more is sent on the socket: the server closes it by itself.
    expect(await socket.closed).toBe(4001);
    expect(socket.frames.at(-1)).toMatchObject({ type: 'error', code: Code.TOKEN_INVALID });
  });

  it('records each sign-in against the account, good or refused and why, newest first and paged', async () => {
    const m = await member();
    const wrong = await login(t.app, m.email, 'not-the-password', { remoteAddress: TAIWAN_IP, headers: { 'user-agent': ANDROID } });
    expect(wrong.code).toBe(Code.LOGIN_FAILED);
    // An identifier that names no account records nothing anywhere.
    expect((await login(t.app, `nobody-${randomUUID().slice(0, 6)}@example.com`, 'x')).code).toBe(Code.LOGIN_FAILED);
    t.clock.advance(1000);
    await signIn(m.email, IPHONE);

    const page = await history(m.token, { size: '2' });
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page.data.list[0]).toMatchObject({ success: true, failure: null, browser: 'Safari 18', os: 'iOS 18.1' });
    expect(page.data.list[1]).toMatchObject({
      success: false,
      failure: 'password',
      ip: TAIWAN_IP,
      country: 'TW',
      browser: 'Chrome 131',
      os: 'Android 14',
    });
    const next = await history(m.token, { size: '2', page: '2' });
    expect(next.data.list).toHaveLength(1);
    expect(next.data.list[0]).toMatchObject({ success: true, browser: 'Chrome 131', os: 'Windows 10' });

    // The account's own history only.
    const other = await member();
    expect((await history(other.token)).data.total).toBe(1);
    // 90 days on, the first sign-ins have left the history (the session is kept alive meanwhile).
    for (let i = 0; i < 4; i++) {
      t.clock.advance(23 * DAY);
      expect((await profile(m.token)).code).toBe(200);
    }
    expect((await history(m.token)).data.total).toBe(0);
  });

  it('notes the first refusal of a throttled burst and a disabled account, once each', async () => {
    const m = await member();
    for (let i = 0; i < Limits.loginAttemptsPerAccount + 3; i++) {
      await login(t.app, m.email, 'wrong', { remoteAddress: `10.9.0.${i}` });
    }
    const list = (await history(m.token, { size: '100' })).data.list as { failure: string | null }[];
    expect(list.filter((e) => e.failure === 'password')).toHaveLength(Limits.loginAttemptsPerAccount);
    expect(list.filter((e) => e.failure === 'throttled')).toHaveLength(1);

    const disabled = await member();
    expect(
      (await operator(t, { method: 'POST', url: `/admin/members/${disabled.id}/status`, payload: { disabled: true, reason: 'test' } }))
        .code,
    ).toBe(200);
    expect((await login(t.app, disabled.email)).code).toBe(Code.ACCOUNT_DISABLED);
    const rows = await t.app.db.kysely
      .selectFrom('sign_in_events')
      .select(['success', 'failure'])
      .where('user_id', '=', disabled.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { success: 1, failure: null },
      { success: 0, failure: 'disabled' },
    ]);
  });

  it('tells the member once, in their language, when a new device signs in, and not for a device already seen', async () => {
    const m = await member('en-US');
    await t.app.services.signIns.settled();
    // The account's first sign-in is the device it was registered on: no message.
    expect(noticesTo(m.email)).toEqual([]);

    // A new device, signing in in another language: the message is in the member's (their last session's).
    await signIn(m.email, IPHONE, { ip: TAIWAN_IP, lang: 'zh-CN' });
    await t.app.services.signIns.settled();
    const sent = noticesTo(m.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('UU Share: a new device signed in');
    expect(sent[0]?.text).toContain('Apple iPhone · Safari 18 · iOS 18.1');
    expect(sent[0]?.text).toContain(`${TAIWAN_IP} (Taiwan)`);

    // The same phone again, and the first computer again: both known.
    await signIn(m.email, IPHONE, { ip: '10.7.7.7' });
    await signIn(m.email, WINDOWS);
    // The same browser through the app's iOS shell (another client type) is another device.
    await signIn(m.email, IPHONE, { clientType: '2' });
    await t.app.services.signIns.settled();
    expect(noticesTo(m.email)).toHaveLength(2);

    const recorded = await t.app.db.kysely
      .selectFrom('member_notices')
      .select(['kind', 'channel', 'destination', 'locale', 'status', 'subject'])
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({
      kind: 'newDevice',
      channel: 'email',
      locale: 'en',
      status: 'sent',
      subject: 'UU Share: a new device signed in',
    });
    expect(recorded[0]?.destination).not.toBe(m.email);

    // 91 days without the phone: it is new again.
    t.clock.advance(91 * DAY);
    await signIn(m.email, IPHONE, { ip: '10.7.7.7' });
    await t.app.services.signIns.settled();
    expect(noticesTo(m.email)).toHaveLength(3);
  });

  it('keeps last-active to one write a minute per session', async () => {
    const m = await member();
    const before = (await devices(m.token)).data[0].lastActiveAt as number;
    t.clock.advance(30_000);
    expect((await devices(m.token)).data[0].lastActiveAt).toBe(before);
    t.clock.advance(31_000);
    await profile(m.token);
    expect((await devices(m.token)).data[0].lastActiveAt).toBe(t.clock.now());
  });
});

// A socket held by another instance closes at once too when the instances share Redis (REDIS_URL_TEST; CI sets it).
describe.runIf(process.env.REDIS_URL_TEST)('a device signed out on one instance, its socket on another', () => {
  let a: TestApp;
  let b: SecondInstance;
  beforeAll(async () => {
    const env = { ...WALLET_ENV, REDIS_URL: process.env.REDIS_URL_TEST ?? '', REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:` };
    a = await createTestApp('sqlite', { env });
    b = await secondInstance(a, env, { sameClock: true });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('closes that socket at once', async () => {
    const email = `dev-${randomUUID().slice(0, 8)}@example.com`;
    await registerMember(a, email);
    const computer = (await login(a.app, email, 'secret123', { headers: { 'user-agent': WINDOWS } })).data.token;
    const phone = (await login(a.app, email, 'secret123', { headers: { 'user-agent': IPHONE } })).data.token;
    const socket = await chatSocket(b.app, computer);
    const list = await call(a.app, { method: 'GET', url: '/user/devices', headers: { satoken: phone } });
    const target = list.data.find((d: { current: boolean }) => !d.current).id as number;
    expect(
      (await call(a.app, { method: 'POST', url: '/user/devices/signOut', headers: { satoken: phone }, payload: { id: target } })).code,
    ).toBe(200);
    expect(await socket.closed).toBe(4001);
    expect(socket.frames.at(-1)).toMatchObject({ type: 'error', code: Code.TOKEN_INVALID });
  });
});
