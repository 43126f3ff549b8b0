import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';

const DAY = 24 * 3600 * 1000;

// Issue 24: the check-in designed by the operator, make-ups (補簽) and the anti-abuse limits.
describe.each(dialects)('check-in designed by the operator on %s', (dialect) => {
  const t = useTestApp(dialect, { env: { CODES_PER_IP_PER_DAY: '100000' }, ledgerClean: true });
  let admin: { id: number; token: string };
  beforeAll(async () => {
    // Noon in Taipei on the 10th of a month to come: yesterday and earlier days of the month can be made up.
    const now = new Date(t.clock.now());
    t.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10, 4) - t.clock.now());
    admin = await t.operator('admin');
  });

  const design = (body: unknown, lang = 'en') =>
    asAdmin(t, admin, { method: 'PUT', url: '/admin/loyalty/check-in', payload: body as object, headers: { 'accept-language': lang } });
  const money = (currency: 'UU' | 'KB', amount: string) => ({ kind: 'money', currency, amount });
  const base = {
    streakRewards: [{ streak: 3, reward: money('KB', '1.00') }],
    milestones: [{ days: 3, reward: money('UU', '2.00') }],
    makeUp: { perMonth: 1, cost: '5.00' },
    limits: { perIpPerDay: null, perDevicePerDay: null },
  };
  const as = (token: string, extra: Record<string, string> = {}) => ({ satoken: token, ...extra });
  const sign = (token: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    call(t.app, {
      method: 'POST',
      url: '/SignLog/sign',
      headers: as(token, options.headers),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  const makeUp = (token: string, day: string, lang = 'en') =>
    call(t.app, { method: 'POST', url: '/SignLog/makeUp', payload: { day }, headers: as(token, { 'accept-language': lang }) });
  const calendar = (token: string) => call(t.app, { method: 'GET', url: '/SignLog/listSignLog', headers: as(token) });
  const uu = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: as(token) })).data.balances.UU as string;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(t.clock.now());
  const dayOfMonth = (n: number) => `${today().slice(0, 8)}${String(n).padStart(2, '0')}`;

  it('the designer refuses a negative reward, a repeated day and a negative cost with the field, in the operator language', async () => {
    const negative = await design({ ...base, milestones: [{ days: 7, reward: money('UU', '-5') }] });
    expect(negative.code).toBe(Code.CHECKIN_RULE_INVALID);
    expect(negative.msg).toContain('milestones.0.amount');
    const zh = await design({ ...base, streakRewards: [{ streak: 3, reward: { kind: 'questions', questions: -1 } }] }, 'zh-Hant');
    expect(zh.code).toBe(Code.CHECKIN_RULE_INVALID);
    expect(zh.msg).toContain('簽到規則有誤');
    const twice = await design({ ...base, milestones: [...base.milestones, { days: 3, reward: { kind: 'questions', questions: 2 } }] });
    expect(twice.code).toBe(Code.CHECKIN_RULE_INVALID);
    expect((await design({ ...base, makeUp: { perMonth: 1, cost: '-1' } })).code).toBe(Code.CHECKIN_RULE_INVALID);
    expect((await design({ ...base, limits: { perIpPerDay: 0, perDevicePerDay: null } })).code).toBe(Code.CHECKIN_RULE_INVALID);
    expect((await design({ ...base, milestones: [{ days: 7, reward: { kind: 'coupon', couponId: 999_999 } }] })).code).toBe(
      Code.CONFIG_COUPON_NOT_FOUND,
    );
    const saved = await design(base);
    expect(saved.code).toBe(200);
    const read = await asAdmin(t, admin, { method: 'GET', url: '/admin/loyalty/check-in' });
    expect(read.data).toEqual({
      streakRewards: [{ streak: 3, reward: { kind: 'money', currency: 'KB', amount: '1.00' } }],
      milestones: [{ days: 3, reward: { kind: 'money', currency: 'UU', amount: '2.00' } }],
      makeUp: { perMonth: 1, cost: '5.00', pay: 'uu' },
      limits: { perIpPerDay: null, perDevicePerDay: null },
      reminderAt: '20:00',
    });
  });

  it('a make-up of yesterday costs UU through the ledger, restores the streak and reaches the month milestone', async () => {
    expect((await design(base)).code).toBe(200);
    const m = await t.member({ prefix: 'mk' });
    await t.fund(m, 'UU', 10_00);
    // Checked in on the 8th; missed the 9th; checks in today, the 10th: a streak of 1.
    t.clock.advance(-2 * DAY);
    expect((await sign(m.token)).data.streak).toBe(1);
    t.clock.advance(2 * DAY);
    expect((await sign(m.token)).data).toMatchObject({ streak: 1, reward: null, milestone: null });

    const made = await makeUp(m.token, dayOfMonth(9));
    expect(made.code).toBe(200);
    // 8, 9, 10 in a row: the streak is 3 again; 3 days this month: the milestone's 2 UU.
    expect(made.data).toMatchObject({
      day: dayOfMonth(9),
      streak: 3,
      cost: '5.00',
      milestone: { days: 3, currency: 'UU', amount: '2.00' },
      makeUp: { perMonth: 1, used: 1, cost: '5.00' },
    });
    expect(await uu(m.token)).toBe('7.00');
    const view = await calendar(m.token);
    expect(view.data).toMatchObject({ streak: 3, signedToday: true, madeUpDays: [dayOfMonth(9)], makeUp: { used: 1, perMonth: 1 } });
    expect(view.data.days).toEqual([dayOfMonth(8), dayOfMonth(9), dayOfMonth(10)]);
    const log = await t.app.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select('ledger_entries.amount')
      .where('ledger_transactions.user_id', '=', m.id)
      .where('ledger_entries.log_type', '=', 'check_in_make_up')
      .where('ledger_entries.amount', '<', 0)
      .execute();
    expect(log.map((r) => Number(r.amount))).toEqual([-5_00]);

    // Tomorrow continues the restored run: streak 4.
    t.clock.advance(DAY);
    expect((await sign(m.token)).data.streak).toBe(4);
    t.clock.advance(-DAY);
  });

  it('refuses a day outside the month, today, a day checked in, over the monthly number and without the UU, in three languages', async () => {
    expect((await design({ ...base, makeUp: { perMonth: 2, cost: '5.00' } })).code).toBe(200);
    const m = await t.member({ prefix: 'mkbad' });
    await t.fund(m, 'UU', 7_00);
    const lastMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(t.clock.now() - 12 * DAY);
    const outside = await makeUp(m.token, lastMonth, 'zh-Hant');
    expect(outside.code).toBe(Code.CHECKIN_MAKEUP_DAY_INVALID);
    expect(outside.msg).toBe('補簽只能選本月今天以前的日期');
    expect((await makeUp(m.token, today(), 'zh-Hans')).msg).toBe('补签只能选本月今天以前的日期');
    expect((await makeUp(m.token, dayOfMonth(11))).code).toBe(Code.CHECKIN_MAKEUP_DAY_INVALID);
    expect((await makeUp(m.token, 'not-a-day')).code).toBe(Code.VALIDATION);
    expect((await makeUp(m.token, dayOfMonth(2))).code).toBe(200);
    expect((await makeUp(m.token, dayOfMonth(2))).code).toBe(Code.CHECKIN_MAKEUP_ALREADY_SIGNED);
    // 2 UU left: the second make-up cannot be paid, and it does not use the month's make-up.
    const poor = await makeUp(m.token, dayOfMonth(3));
    expect(poor.code).toBe(Code.INSUFFICIENT_BALANCE);
    expect((await calendar(m.token)).data.makeUp.used).toBe(1);
    await t.fund(m, 'UU', 10_00);
    expect((await makeUp(m.token, dayOfMonth(3))).code).toBe(200);
    const over = await makeUp(m.token, dayOfMonth(4));
    expect(over.code).toBe(Code.CHECKIN_MAKEUP_LIMIT);
    expect(over.msg).toBe('No make-up check-ins left this month (2 a month).');
    expect(await uu(m.token)).toBe('7.00');
  });

  it('ten make-ups of one day at once charge once; make-ups of many days at once stop at the monthly number', async () => {
    expect((await design({ ...base, milestones: [], makeUp: { perMonth: 2, cost: '1.00' } })).code).toBe(200);
    const m = await t.member({ prefix: 'mkrace' });
    await t.fund(m, 'UU', 100_00);
    const same = await Promise.all(Array.from({ length: 10 }, () => makeUp(m.token, dayOfMonth(5))));
    expect(same.filter((a) => a.code === 200)).toHaveLength(1);
    expect(same.every((a) => a.code === 200 || a.code === Code.CHECKIN_MAKEUP_ALREADY_SIGNED)).toBe(true);
    const many = await Promise.all([1, 2, 3, 4, 6, 7].map((d) => makeUp(m.token, dayOfMonth(d))));
    expect(many.filter((a) => a.code === 200)).toHaveLength(1);
    expect(many.filter((a) => a.code === Code.CHECKIN_MAKEUP_LIMIT)).toHaveLength(5);
    expect(await uu(m.token)).toBe('98.00');
    const rows = await t.app.db.kysely.selectFrom('sign_logs').select('day').where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(2);
  });

  it("today's check-in and a make-up of yesterday at once leave one consistent run", async () => {
    expect((await design({ ...base, milestones: [], makeUp: { perMonth: 3, cost: '0' } })).code).toBe(200);
    const m = await t.member({ prefix: 'mkmix' });
    t.clock.advance(-2 * DAY);
    expect((await sign(m.token)).code).toBe(200); // the 8th
    t.clock.advance(2 * DAY);
    const [signed, made] = await Promise.all([sign(m.token), makeUp(m.token, dayOfMonth(9))]);
    expect([signed.code, made.code]).toEqual([200, 200]);
    const rows = await t.app.db.kysely
      .selectFrom('sign_logs')
      .select(['day', 'streak'])
      .where('user_id', '=', m.id)
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, Number(r.streak)])).toEqual([
      [dayOfMonth(8), 1],
      [dayOfMonth(9), 2],
      [dayOfMonth(10), 3],
    ]);
    expect((await calendar(m.token)).data.streak).toBe(3);
  });

  it("the operator's per-address and per-device limits of the day; a refused or repeated check-in does not count", async () => {
    expect((await design({ ...base, limits: { perIpPerDay: 2, perDevicePerDay: 1 } })).code).toBe(200);
    const remoteAddress = '127.0.0.77';
    const [a, b, c] = await Promise.all([t.member({ prefix: 'ipa' }), t.member({ prefix: 'ipb' }), t.member({ prefix: 'ipc' })]);
    expect((await sign(a.token, { remoteAddress })).code).toBe(200);
    expect((await sign(a.token, { remoteAddress })).code).toBe(Code.ALREADY_SIGNED);
    expect((await sign(b.token, { remoteAddress })).code).toBe(200);
    const third = await sign(c.token, { remoteAddress });
    expect(third.code).toBe(Code.CHECKIN_IP_LIMIT);
    expect((await sign(c.token, { remoteAddress: '127.0.0.78', headers: { 'x-device-id': 'device-one-123' } })).code).toBe(200);
    const d = await t.member({ prefix: 'dev' });
    const sameDevice = await sign(d.token, { remoteAddress: '127.0.0.79', headers: { 'x-device-id': 'device-one-123' } });
    expect(sameDevice.code).toBe(Code.CHECKIN_DEVICE_LIMIT);
    expect((await sign(d.token, { remoteAddress: '127.0.0.79', headers: { 'x-device-id': 'device-two-456' } })).code).toBe(200);
    // The next platform day starts counting again.
    t.clock.advance(DAY);
    const e = await t.member({ prefix: 'ipe' });
    expect((await sign(e.token, { remoteAddress })).code).toBe(200);
    t.clock.advance(-DAY);
    await design(base);
  });

  it('the calendar shows what each coming day gives; a questions reward adds questions today', async () => {
    const saved = await design({
      ...base,
      streakRewards: [
        { streak: 1, reward: { kind: 'questions', questions: 3 } },
        { streak: 2, reward: money('KB', '1.50') },
      ],
      milestones: [{ days: 3, reward: money('UU', '2.00') }],
    });
    expect(saved.code).toBe(200);
    const m = await t.member({ prefix: 'plan' });
    const before = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: as(m.token) });
    const view = await calendar(m.token);
    expect(view.data.plan[0]).toMatchObject({ day: today(), streak: 1, reward: { streak: 1, questions: 3 }, milestone: null });
    expect(view.data.plan[1]).toMatchObject({ streak: 2, reward: { currency: 'KB', amount: '1.50' } });
    expect(view.data.plan[2]).toMatchObject({ streak: 3, reward: null, milestone: { days: 3, currency: 'UU', amount: '2.00' } });
    expect(view.data.plan.at(-1).day.slice(0, 7)).toBe(today().slice(0, 7));
    const signed = await sign(m.token);
    expect(signed.data.reward).toEqual({ streak: 1, questions: 3, currency: null, amount: null, coupon: null, makeUpCards: null });
    const after = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: as(m.token) });
    expect(after.data.remaining).toBe(Number(before.data.remaining) + 1 + 3);
    expect((await calendar(m.token)).data.plan[0]).toMatchObject({ streak: 2 });
    await design(base);
  });
});
