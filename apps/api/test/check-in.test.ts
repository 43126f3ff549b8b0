import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';

const DAY = 24 * 3600 * 1000;

describe.each(dialects)('daily check-in on %s', (dialect) => {
  const t = useTestApp(dialect, { env: { CHAT_DAILY_QUESTIONS: '3,5,8,10,15,20', CODES_PER_IP_PER_DAY: '100000' }, ledgerClean: true });

  const member = () => t.member({ prefix: 'sign' });
  const sign = (token: string, method: 'GET' | 'POST' = 'POST') =>
    call(t.app, { method, url: '/SignLog/sign', headers: { satoken: token } });
  const calendar = (token: string, month?: string) =>
    call(t.app, { method: 'GET', url: '/SignLog/listSignLog', query: month ? { month } : {}, headers: { satoken: token } });

  it('once per platform day, giving one more question today', async () => {
    const m = await member();
    const first = await sign(m.token);
    expect(first.data).toMatchObject({
      streak: 1,
      bonusQuestions: 1,
      reward: null,
      allowance: { checkInBonus: 1, remaining: 4, signedToday: true },
    });
    expect((await sign(m.token, 'GET')).code).toBe(Code.ALREADY_SIGNED);
    const allowance = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: { satoken: m.token } });
    expect(allowance.data).toMatchObject({ remaining: 4 });
  });

  it('ten check-ins at once give one bonus', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sign(m.token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.ALREADY_SIGNED)).toHaveLength(9);
    const rows = await t.app.db.kysely.selectFrom('sign_logs').selectAll().where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('counts the streak over consecutive platform days, shows the month, and pays the streak reward through the ledger', async () => {
    const m = await member();
    for (let i = 0; i < 7; i++) {
      const res = await sign(m.token);
      expect(res.data.streak).toBe(i + 1);
      if (i === 6)
        expect(res.data.reward).toEqual({ streak: 7, currency: 'KB', amount: '10.00', coupon: null, questions: null, makeUpCards: null });
      else expect(res.data.reward).toBeNull();
      t.clock.advance(DAY);
    }
    const wallet = await call(t.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: { satoken: m.token } });
    expect(wallet.data.balances.KB).toBe('10.00');
    // Not signed today yet: the streak still shows yesterday's.
    const view = await calendar(m.token);
    expect(view.data).toMatchObject({ signedToday: false, streak: 7 });
    expect(view.data.rewards).toEqual([
      { streak: 7, currency: 'KB', amount: '10.00', coupon: null, questions: null, makeUpCards: null },
      { streak: 30, currency: 'KB', amount: '50.00', coupon: null, questions: null, makeUpCards: null },
    ]);
    const allDays = [...(await calendar(m.token, view.data.today.slice(0, 7))).data.days];
    expect(allDays.length).toBeGreaterThan(0);
    // A day missed starts the streak again.
    t.clock.advance(DAY);
    expect((await sign(m.token)).data.streak).toBe(1);
    expect((await calendar(m.token)).data).toMatchObject({ signedToday: true, streak: 1 });
    expect((await calendar(m.token, '2026-13')).code).toBe(Code.VALIDATION);
  });

  it('the day turns at midnight in Taipei, not UTC', async () => {
    const m = await member();
    const now = t.clock.now();
    const d = new Date(now);
    // 15:59 UTC = 23:59 Taipei.
    t.clock.advance(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 15, 59) - now);
    expect((await sign(m.token)).code).toBe(200);
    t.clock.advance(2 * 60_000); // 00:01 Taipei, still the same UTC day
    const next = await sign(m.token);
    expect(next.data).toMatchObject({ streak: 2 });
  });
});
