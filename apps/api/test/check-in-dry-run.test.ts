import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';

const DAY = 24 * 3600 * 1000;

// Issue 24: before saving a check-in design, the console sees what it would have paid over the last 30 days,
// replayed over the stored check-ins, against the rules in effect and what the ledger paid.
describe.each(dialects)('dry-run of a check-in rule change on %s', (dialect) => {
  const t = useTestApp(dialect, { env: { CODES_PER_IP_PER_DAY: '100000' }, ledgerClean: true });
  let admin: { id: number; token: string };
  let monthStart = 0;
  beforeAll(async () => {
    // Noon in Taipei on the 1st of a month to come, less 40 days: an old check-in outside the window.
    const now = new Date(t.clock.now());
    monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 4);
    t.clock.advance(monthStart - 40 * DAY - t.clock.now());
  });

  const money = (currency: 'UU' | 'KB', amount: string) => ({ kind: 'money', currency, amount });
  const limits = { perIpPerDay: null, perDevicePerDay: null };
  const inEffect = {
    streakRewards: [{ streak: 2, reward: money('KB', '1.00') }],
    milestones: [{ days: 3, reward: money('UU', '2.00') }],
    makeUp: { perMonth: 2, cost: '1.00', pay: 'uu' },
    limits,
  };
  const proposal = {
    streakRewards: [
      { streak: 1, reward: { kind: 'questions', questions: 2 } },
      { streak: 3, reward: money('KB', '5.00') },
    ],
    milestones: [{ days: 2, reward: { kind: 'cards', cards: 1 } }],
    makeUp: { perMonth: 2, cost: '1.00', pay: 'card' },
    limits,
  };
  const as = (token: string) => ({ satoken: token });
  const sign = (token: string) => call(t.app, { method: 'POST', url: '/SignLog/sign', headers: as(token) });
  const dryRun = (body: object) => asAdmin(t, admin, { method: 'POST', url: '/admin/loyalty/check-in/dry-run', payload: body });
  const day = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(monthStart + (n - 1) * DAY);

  it('replays the stored check-ins under the new rules against the rules in effect and what was paid; saves nothing', async () => {
    // 40 days ago: outside the window.
    const old = await t.member({ prefix: 'dro' });
    expect((await sign(old.token)).code).toBe(200);
    t.clock.advance(40 * DAY);
    admin = await t.operator('admin');
    expect((await asAdmin(t, admin, { method: 'PUT', url: '/admin/loyalty/check-in', payload: inEffect })).code).toBe(200);
    const [a, b] = await Promise.all([t.member({ prefix: 'dra' }), t.member({ prefix: 'drb' })]);
    await t.fund(b, 'UU', 5_00);
    // a: the 1st, 2nd, 3rd (streak 2: 1 KB; 3 days: 2 UU). b: the 1st and 3rd, then makes up the 2nd (3 days: 2 UU).
    expect((await sign(a.token)).code).toBe(200);
    expect((await sign(b.token)).code).toBe(200);
    t.clock.advance(DAY);
    expect((await sign(a.token)).data.reward).toMatchObject({ currency: 'KB', amount: '1.00' });
    t.clock.advance(DAY);
    expect((await sign(a.token)).data.milestone).toMatchObject({ currency: 'UU', amount: '2.00' });
    expect((await sign(b.token)).data.streak).toBe(1);
    const made = await call(t.app, { method: 'POST', url: '/SignLog/makeUp', payload: { day: day(2) }, headers: as(b.token) });
    expect(made.data.milestone).toMatchObject({ currency: 'UU', amount: '2.00' });
    t.clock.advance(DAY);
    // Days have passed: a fresh console session.
    admin = await t.operator('admin');
    const run = await dryRun(proposal);
    expect(run.code).toBe(200);
    expect(run.data).toMatchObject({
      days: 30,
      checkIns: 6,
      members: 2,
      current: { UU: '4.00', KB: '1.00', coupons: 0, questions: 0, makeUpCards: 0, rewards: 3 },
      paid: { UU: '4.00', KB: '1.00' },
      // Streak 1 on the 1st of a and b (2 questions each); streak 3 on a's 3rd and on b's 3rd, whose stored streak the
      // make-up rewrote to 3 (5 KB each); the 2nd day of the month for a (the 2nd) and b (the 3rd): a card each.
      proposed: { UU: '0.00', KB: '10.00', coupons: 0, questions: 4, makeUpCards: 2, rewards: 6 },
    });
    expect(run.data.to - run.data.from).toBe(30 * DAY);

    // Nothing saved.
    const design = await asAdmin(t, admin, { method: 'GET', url: '/admin/loyalty/check-in' });
    expect(design.data.streakRewards).toEqual([{ streak: 2, reward: { kind: 'money', currency: 'KB', amount: '1.00' } }]);
    expect(design.data.makeUp.pay).toBe('uu');

    // The rules judge the proposal as the designer does.
    const negative = await dryRun({ ...proposal, milestones: [{ days: 2, reward: money('UU', '-1') }] });
    expect(negative.code).toBe(Code.CHECKIN_RULE_INVALID);
    expect(negative.msg).toContain('milestones.0.amount');

    // 31 days on, the window holds nothing.
    t.clock.advance(31 * DAY);
    admin = await t.operator('admin');
    const later = await dryRun(proposal);
    expect(later.data).toMatchObject({ checkIns: 0, paid: { UU: '0.00', KB: '0.00' }, proposed: { rewards: 0 } });
  });

  it('needs the permission to edit the configuration', async () => {
    const finance = await t.operator('finance');
    const refused = await asAdmin(t, finance, { method: 'POST', url: '/admin/loyalty/check-in/dry-run', payload: proposal });
    expect([refused.status, refused.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
  });
});
