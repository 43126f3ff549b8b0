import { beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const VAPID = webpush.generateVAPIDKeys();

// Issue 24: make-ups paid with make-up cards (補簽卡) a milestone gives, and the opt-in daily check-in reminder.
describe.each(dialects)('make-up cards and the check-in reminder on %s', (dialect) => {
  const t = useTestApp(dialect, {
    env: {
      CODES_PER_IP_PER_DAY: '100000',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@uu.example',
      PUSH_ALLOW_HTTP: '1',
    },
    ledgerClean: true,
  });
  let admin: { id: number; token: string };
  beforeAll(async () => {
    // Noon in Taipei on the 10th of a month to come.
    const now = new Date(t.clock.now());
    t.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10, 4) - t.clock.now());
    admin = await t.operator('admin');
  });

  const money = (currency: 'UU' | 'KB', amount: string) => ({ kind: 'money', currency, amount });
  const base = {
    streakRewards: [],
    milestones: [{ days: 2, reward: { kind: 'cards', cards: 1 } }],
    makeUp: { perMonth: 5, cost: '5.00', pay: 'card' },
    limits: { perIpPerDay: null, perDevicePerDay: null },
  };
  const design = (body: unknown) => asAdmin(t, admin, { method: 'PUT', url: '/admin/loyalty/check-in', payload: body as object });
  const as = (token: string, lang = 'en') => ({ satoken: token, 'accept-language': lang });
  const sign = (token: string) => call(t.app, { method: 'POST', url: '/SignLog/sign', headers: as(token) });
  const makeUp = (token: string, day: string, extra: { useCard?: boolean; lang?: string } = {}) =>
    call(t.app, {
      method: 'POST',
      url: '/SignLog/makeUp',
      payload: { day, ...(extra.useCard === undefined ? {} : { useCard: extra.useCard }) },
      headers: as(token, extra.lang),
    });
  const calendar = (token: string) => call(t.app, { method: 'GET', url: '/SignLog/listSignLog', headers: as(token) });
  const uu = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: as(token) })).data.balances.UU as string;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(t.clock.now());
  const dayOfMonth = (n: number) => `${today().slice(0, 8)}${String(n).padStart(2, '0')}`;
  const giveCards = (userId: number, cards: number) =>
    t.app.db.kysely.insertInto('check_in_cards').values({ user_id: userId, cards }).execute();

  it('the designer takes make-up cards as a milestone reward and how a make-up is paid, and refuses a bad card count', async () => {
    const saved = await design(base);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      milestones: [{ days: 2, reward: { kind: 'cards', cards: 1 } }],
      makeUp: { perMonth: 5, cost: '5.00', pay: 'card' },
      reminderAt: '20:00',
    });
    const bad = await design({ ...base, milestones: [{ days: 2, reward: { kind: 'cards', cards: 0 } }] });
    expect(bad.code).toBe(Code.CHECKIN_RULE_INVALID);
    expect(bad.msg).toContain('milestones.0.makeUpCards');
    expect((await design({ ...base, reminderAt: '25:00' })).code).toBe(Code.CHECKIN_RULE_INVALID);
    // A design from before make-up cards (no `pay`) is paid in UU.
    const old = await design({ ...base, makeUp: { perMonth: 5, cost: '5.00' } });
    expect(old.data.makeUp.pay).toBe('uu');
  });

  it('a milestone gives a card; a make-up spends it and no UU; without a card the make-up is refused and nothing is spent', async () => {
    expect((await design(base)).code).toBe(200);
    const m = await t.member({ prefix: 'card' });
    await t.fund(m, 'UU', 10_00);
    // The 7th and 8th checked in: two days this month, the milestone's card.
    t.clock.advance(-3 * DAY);
    expect((await sign(m.token)).code).toBe(200);
    t.clock.advance(DAY);
    const second = await sign(m.token);
    expect(second.data.milestone).toMatchObject({ days: 2, makeUpCards: 1, currency: null, amount: null });
    t.clock.advance(2 * DAY);
    expect((await calendar(m.token)).data.makeUp).toMatchObject({ pay: 'card', cards: 1, used: 0 });

    const made = await makeUp(m.token, dayOfMonth(9));
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ paidWith: 'card', cost: '0.00', streak: 3, makeUp: { cards: 0, used: 1, pay: 'card' } });
    expect(await uu(m.token)).toBe('10.00');

    const refused = await makeUp(m.token, dayOfMonth(6), { lang: 'zh-Hant' });
    expect(refused.code).toBe(Code.CHECKIN_MAKEUP_NO_CARD);
    expect(refused.msg).toBe('您沒有補簽卡，無法補簽');
    expect((await makeUp(m.token, dayOfMonth(6))).msg).toBe('You have no make-up cards; nothing was spent.');
    const after = await calendar(m.token);
    expect(after.data.makeUp).toMatchObject({ cards: 0, used: 1 });
    expect(after.data.days).not.toContain(dayOfMonth(6));
    expect(await uu(m.token)).toBe('10.00');
  });

  it('two make-ups at once with one card: one succeeds, the other is refused, the card is spent once', async () => {
    expect((await design({ ...base, milestones: [] })).code).toBe(200);
    const m = await t.member({ prefix: 'cardrace' });
    await t.fund(m, 'UU', 10_00);
    await giveCards(m.id, 1);
    const results = await Promise.all([makeUp(m.token, dayOfMonth(5)), makeUp(m.token, dayOfMonth(6))]);
    expect(results.map((r) => r.code).sort()).toEqual([200, Code.CHECKIN_MAKEUP_NO_CARD].sort());
    const view = await calendar(m.token);
    expect(view.data.makeUp).toMatchObject({ cards: 0, used: 1 });
    expect(view.data.days).toHaveLength(1);
    expect(await uu(m.token)).toBe('10.00');
  });

  it('card or UU: a held card is spent first, the member may pay UU instead, and without a card UU pays', async () => {
    expect((await design({ ...base, milestones: [], makeUp: { perMonth: 5, cost: '3.00', pay: 'cardOrUu' } })).code).toBe(200);
    const m = await t.member({ prefix: 'cardoruu' });
    await t.fund(m, 'UU', 10_00);
    await giveCards(m.id, 1);
    expect((await makeUp(m.token, dayOfMonth(2), { useCard: false })).data).toMatchObject({ paidWith: 'uu', cost: '3.00' });
    expect(await uu(m.token)).toBe('7.00');
    expect((await makeUp(m.token, dayOfMonth(3))).data).toMatchObject({ paidWith: 'card', cost: '0.00', makeUp: { cards: 0 } });
    expect(await uu(m.token)).toBe('7.00');
    expect((await makeUp(m.token, dayOfMonth(4), { useCard: true })).code).toBe(Code.CHECKIN_MAKEUP_NO_CARD);
    expect((await makeUp(m.token, dayOfMonth(4))).data).toMatchObject({ paidWith: 'uu', cost: '3.00' });
    expect(await uu(m.token)).toBe('4.00');
    // UU pays only when the design says so: a UU-only design spends no card.
    expect((await design({ ...base, milestones: [], makeUp: { perMonth: 5, cost: '1.00', pay: 'uu' } })).code).toBe(200);
    await t.app.db.kysely.updateTable('check_in_cards').set({ cards: 2 }).where('user_id', '=', m.id).execute();
    expect((await makeUp(m.token, dayOfMonth(5))).data).toMatchObject({ paidWith: 'uu', cost: '1.00', makeUp: { cards: 2 } });
  });

  describe('the daily reminder', () => {
    const reminder = (token: string, enabled: boolean) =>
      call(t.app, { method: 'PUT', url: '/SignLog/reminder', payload: { enabled }, headers: as(token) });
    const reminders = (userId: number) =>
      t.app.db.kysely
        .selectFrom('messages')
        .select(['id', 'created_at'])
        .where('user_id', '=', userId)
        .where('template', '=', 'checkInReminder')
        .execute();

    it('goes at the operator time to opted-in members not checked in today, once a day, with push when enabled', async () => {
      expect((await design({ ...base, milestones: [], makeUp: { perMonth: 5, cost: '1.00', pay: 'uu' }, reminderAt: '20:30' })).code).toBe(
        200,
      );
      const [a, b, c] = await Promise.all([t.member({ prefix: 'rema' }), t.member({ prefix: 'remb' }), t.member({ prefix: 'remc' })]);
      expect((await reminder(a.token, true)).data).toEqual({ enabled: true, at: '20:30' });
      expect((await reminder(b.token, true)).code).toBe(200);
      expect((await calendar(a.token)).data.reminder).toEqual({ enabled: true, at: '20:30' });
      expect((await calendar(c.token)).data.reminder).toEqual({ enabled: false, at: '20:30' });
      // a turned on push for transactions on one device.
      const subscribed = await call(t.app, {
        method: 'POST',
        url: '/message/push/subscribe',
        headers: as(a.token),
        payload: { endpoint: 'http://127.0.0.1:9/push-a', keys: { p256dh: VAPID.publicKey, auth: 'c2VjcmV0c2VjcmV0MTIzNA' } },
      });
      expect(subscribed.code).toBe(200);
      const channels = { transactions: ['push'], orders: [], team: [], announcements: [], security: [] };
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: '/message/notifySettings',
            headers: as(a.token),
            payload: { channels, quietHours: null },
          })
        ).code,
      ).toBe(200);
      // b checks in today; c never opted in.
      expect((await sign(b.token)).code).toBe(200);

      // Noon: before the time, nothing.
      expect(await t.app.jobs.run('checkInReminders')).toBe('ok');
      expect(await reminders(a.id)).toHaveLength(0);
      // 20:30 in Taipei: a is reminded, b (checked in) and c (not opted in) are not.
      t.clock.advance(8 * HOUR + 30 * 60_000);
      expect(await t.app.jobs.run('checkInReminders')).toBe('ok');
      await t.app.services.checkInReminders.sendDue();
      await Promise.all([t.app.services.checkInReminders.sendDue(), t.app.services.checkInReminders.sendDue()]);
      expect(await reminders(a.id)).toHaveLength(1);
      expect(await reminders(b.id)).toHaveLength(0);
      expect(await reminders(c.id)).toHaveLength(0);
      const [message] = await reminders(a.id);
      const pushes = await t.app.db.kysely
        .selectFrom('message_deliveries')
        .select(['channel'])
        .where('message_id', '=', message!.id)
        .execute();
      expect(pushes).toEqual([{ channel: 'push' }]);
      const listed = await call(t.app, { method: 'GET', url: '/message/list?category=transactions', headers: as(a.token, 'zh-Hant') });
      expect(JSON.stringify(listed.data)).toContain('今天還沒簽到');

      // The next day at the time: a again, and b now that b missed it; c turns it off after opting in.
      t.clock.advance(DAY);
      expect((await reminder(c.token, true)).code).toBe(200);
      expect((await reminder(c.token, false)).data).toEqual({ enabled: false, at: '20:30' });
      await t.app.services.checkInReminders.sendDue();
      await t.app.services.checkInReminders.sendDue();
      expect(await reminders(a.id)).toHaveLength(2);
      expect(await reminders(b.id)).toHaveLength(1);
      expect(await reminders(c.id)).toHaveLength(0);
      t.clock.advance(-DAY - 8 * HOUR - 30 * 60_000);
    });
  });

  it('keeps a reward of money in the same design', async () => {
    const saved = await design({
      ...base,
      milestones: [
        { days: 3, reward: money('UU', '1.00') },
        { days: 5, reward: { kind: 'cards', cards: 2 } },
      ],
    });
    expect(saved.data.milestones).toEqual([
      { days: 3, reward: { kind: 'money', currency: 'UU', amount: '1.00' } },
      { days: 5, reward: { kind: 'cards', cards: 2 } },
    ]);
  });
});
