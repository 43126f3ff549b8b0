import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { formatAmount } from '@uu/contract/money';
import { lotExpiry } from '@uu/domain/uu-lots';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { secondInstance, type SecondInstance } from './instances';
import { useTestApp } from './suite';
import { ledgerClean, pay, uploadProof, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const DAY = 86_400_000;
const TAIPEI = 'Asia/Taipei';

// Expiring UU (issue 24; docs/decisions.md "UU expiry"): reward and bonus UU kept in dated lots, spent
// soonest-expiring first, expired by the daily sweep through the ledger, reminded of 30 and 7 days before.
describe.each(dialects)('UU expiry on %s', (dialect) => {
  // Members stay signed in across the months these tests move the clock.
  const t = useTestApp(dialect, { each: true, env: { ...WALLET_ENV, SESSION_TTL_DAYS: '365' }, ledgerClean: true });
  let admin: { token: string };

  beforeEach(async () => {
    admin = await t.operator('admin');
  });

  /** The clock moved on: a fresh console session (an idle one has ended). */
  async function advance(ms: number) {
    t.clock.advance(ms);
    admin = await t.operator('admin');
  }

  const setValidity = (months: unknown) =>
    asAdmin(t, admin, { method: 'PUT', url: '/admin/config', payload: { uuValidityMonths: months } });

  /** A reward as check-in and redemption codes pay it: UU from the platform's rewards account. */
  async function reward(m: { id: number }, cents: number) {
    await t.app.db.transaction((trx) =>
      t.app.services.ledger.move(
        trx,
        { type: 'reward', userId: m.id, memo: 'test reward' },
        { from: { platform: 'rewards' }, to: { userId: m.id }, currency: 'UU', amount: cents, logType: 'reward' },
      ),
    );
  }

  async function lots(m: { id: number }) {
    const rows = await t.app.db.kysely
      .selectFrom('uu_lots')
      .select(['id', 'amount', 'remaining', 'expires_at', 'expired_transaction_id'])
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      amount: Number(r.amount),
      remaining: Number(r.remaining),
      expiresAt: Number(r.expires_at),
      expired: r.expired_transaction_id !== null,
    }));
  }

  const uu = async (m: Member) => Math.round(Number((await wallet(t, m)).balances.UU) * 100);

  async function expiryMessages(m: { id: number }) {
    const rows = await t.app.db.kysely
      .selectFrom('messages')
      .select(['params'])
      .where('user_id', '=', m.id)
      .where('template', '=', 'uuExpiring')
      .orderBy('id')
      .execute();
    return rows.map((r) => JSON.parse(r.params) as { amount: string; date: string });
  }

  it('the operator sets the validity in months (0 = never); bad values are refused with a clear error', async () => {
    const config = await asAdmin(t, admin, { method: 'GET', url: '/admin/config' });
    expect(config.data.uuValidityMonths).toBe(0);
    for (const bad of [-1, 121, 1.5, 'x']) {
      const res = await asAdmin(t, admin, {
        method: 'PUT',
        url: '/admin/config',
        payload: { uuValidityMonths: bad },
        headers: { 'accept-language': 'en' },
      });
      expect(res.code).toBe(Code.VALIDATION);
      expect(res.msg).toContain('0 (never expires) to 120 months');
    }
    expect((await setValidity(12)).data.uuValidityMonths).toBe(12);

    // While it is 0, rewards make no lot; top-ups and adjustments never do.
    expect((await setValidity(0)).code).toBe(200);
    const m = await t.readyMember({ uu: 100_00 });
    await reward(m, 5_00);
    expect(await lots(m)).toEqual([]);
  });

  it('rewards and top-up bonuses make lots, top-ups do not; spending takes the soonest-expiring lot first', async () => {
    expect((await setValidity(1)).code).toBe(200);
    expect(
      (await asAdmin(t, admin, { method: 'PUT', url: '/admin/config', payload: { topUpBonusTiers: [{ min: '100', bonus: '7' }] } })).code,
    ).toBe(200);
    const channels = await call(t.app, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      headers: { 'x-operator-key': WALLET_ENV.OPERATOR_API_KEY },
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: '銀行轉帳', account: '000-123-456', holder: 'UU Ltd' }] },
    });
    expect(channels.code).toBe(200);

    const m = await t.readyMember();
    const firstAt = t.clock.now();
    await reward(m, 30_00);
    await advance(10 * DAY);
    const finance = await t.operator('finance');
    // A top-up of 100 UU with its 7 UU bonus: only the bonus is a lot.
    const proof = await uploadProof(t, m.token);
    const asked = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { amount: '100', channel: 'bank-1', proof },
    });
    expect(asked.code, asked.msg).toBe(200);
    const reviewed = await asAdmin(t, finance, {
      method: 'POST',
      url: `/admin/wallet/topUp/${asked.data.id}/review`,
      payload: { decision: 'approve' },
    });
    expect(reviewed.code, reviewed.msg).toBe(200);
    const first = lotExpiry(firstAt, 1, TAIPEI).expiresAt;
    const second = lotExpiry(t.clock.now(), 1, TAIPEI).expiresAt;
    expect(await lots(m)).toEqual([
      { amount: 30_00, remaining: 30_00, expiresAt: first, expired: false },
      { amount: 7_00, remaining: 7_00, expiresAt: second, expired: false },
    ]);
    expect(await uu(m)).toBe(137_00);

    // A transfer of 35 UU takes the first lot whole and 5 of the second; the receiver's UU expires when the sender's would have.
    const friend = await t.readyMember();
    const sent = await pay(t, m, '/transferUu', { to: friend.memberNo, amount: '35', currency: 'UU' });
    expect(sent.code, sent.msg).toBe(200);
    expect((await lots(m)).map((l) => l.remaining)).toEqual([0, 2_00]);
    expect(await lots(friend)).toEqual([
      { amount: 30_00, remaining: 30_00, expiresAt: first, expired: false },
      { amount: 5_00, remaining: 5_00, expiresAt: second, expired: false },
    ]);

    // An operator's debit beyond the lots takes the rest from the UU that never expires.
    const taken = await asAdmin(t, admin, {
      method: 'POST',
      url: `/admin/members/${m.id}/adjust`,
      payload: { currency: 'UU', amount: '-50', reason: '更正' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(taken.code, taken.msg).toBe(200);
    expect((await lots(m)).map((l) => l.remaining)).toEqual([0, 0]);
    expect(await uu(m)).toBe(137_00 - 35_00 - 50_00);
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('a reversed debit gives the lots back what it took', async () => {
    expect((await setValidity(3)).code).toBe(200);
    const m = await t.readyMember({ uu: 10_00 });
    await reward(m, 20_00);
    // A debit of 25: 20 from the lot, 5 from the lasting UU; its reversal (as a refund is) restores the lot.
    const debit = await t.app.db.transaction((trx) =>
      t.app.services.ledger.move(
        trx,
        { type: 'order', userId: m.id },
        { from: { userId: m.id }, to: { platform: 'mall' }, currency: 'UU', amount: 25_00, logType: 'order' },
      ),
    );
    expect((await lots(m))[0]?.remaining).toBe(0);
    await t.app.db.transaction((trx) => t.app.services.ledger.reverse(trx, debit.transactionId, { type: 'refund', logType: 'refund' }));
    expect((await lots(m))[0]?.remaining).toBe(20_00);
    expect(await uu(m)).toBe(30_00);
  });

  it('the wallet shows what expires within 30 days with the last day; the sweep moves it to the platform through the ledger, once', async () => {
    expect((await setValidity(2)).code).toBe(200);
    const m = await t.readyMember({ uu: 10_00 });
    const creditedAt = t.clock.now();
    await reward(m, 12_34);
    const { lastDay, expiresAt } = lotExpiry(creditedAt, 2, TAIPEI);
    expect((await wallet(t, m)).expiringUU).toEqual({ total: '0.00', days: [] });

    // 25 days before: in the window, and the 30-day reminder goes out once however often the job runs.
    await advance(expiresAt - 25 * DAY - t.clock.now());
    expect((await wallet(t, m)).expiringUU).toEqual({ total: '12.34', days: [{ lastDay, amount: '12.34' }] });
    expect(await t.app.jobs.run('uuExpiry')).toBe('ok');
    expect(await t.app.jobs.run('uuExpiry')).toBe('ok');
    expect(await expiryMessages(m)).toEqual([{ amount: '12.34', date: lastDay }]);
    const listed = await call(t.app, {
      method: 'GET',
      url: '/message/list',
      query: { category: 'transactions' },
      headers: { satoken: m.token, 'accept-language': 'en' },
    });
    expect(listed.code, listed.msg).toBe(200);
    const texts = (listed.data.list as { template: string; title: string; body: string }[]).filter((x) => x.template === 'uuExpiring');
    expect(texts).toEqual([
      expect.objectContaining({
        title: 'UU expiring soon',
        body: expect.stringContaining(`12.34 UU of your rewards can be used until ${lastDay}`),
      }),
    ]);

    // 6 days before: the 7-day one, once.
    await advance(19 * DAY);
    await t.app.jobs.run('uuExpiry');
    await t.app.jobs.run('uuExpiry');
    expect(await expiryMessages(m)).toHaveLength(2);

    // Spending 2 UU takes it from the lot.
    const partner = await t.readyMember();
    expect((await pay(t, m, '/transferUu', { to: partner.memberNo, amount: '2', currency: 'UU' })).code).toBe(200);

    // At the start of the day after the last day the rest expires: one ledger transaction to the platform's account.
    await advance(expiresAt - t.clock.now());
    const before = await uu(m);
    await t.app.jobs.run('uuExpiry');
    expect(await uu(m)).toBe(before - 10_34);
    expect(await lots(m)).toEqual([{ amount: 12_34, remaining: 0, expiresAt, expired: true }]);
    const log = await call(t.app, {
      method: 'GET',
      url: '/moneyLog/questSumMoneyLog',
      query: { currency: 'UU', type: 'uu_expired' },
      headers: { satoken: m.token },
    });
    expect(log.code, log.msg).toBe(200);
    expect((log.data.list as { amount: string }[]).map((e) => e.amount)).toEqual([formatAmount(-10_34)]);
    const expiredAccount = await t.app.db.kysely
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', 'expired')
      .where('currency', '=', 'UU')
      .executeTakeFirst();
    // The 2 UU the partner received carried the lot's expiry and expired with it.
    expect(Number(expiredAccount?.balance)).toBe(12_34);
    expect(await uu(partner)).toBe(0);

    // A second run, later that day, changes nothing; nothing more is reminded.
    await advance(3600_000);
    await t.app.jobs.run('uuExpiry');
    expect(await uu(m)).toBe(before - 10_34);
    expect(await expiryMessages(m)).toHaveLength(2);
    expect((await wallet(t, m)).expiringUU).toEqual({ total: '0.00', days: [] });
    expect(await ledgerClean(t)).toEqual([]);
    const verified = await asAdmin(t, admin, { method: 'POST', url: '/admin/ledger/verify' });
    expect(verified.code, verified.msg).toBe(200);
    expect(verified.data.ok).toBe(true);
  });

  it('two lots of a member due the same day expire in one transaction', async () => {
    expect((await setValidity(1)).code).toBe(200);
    const m = await t.readyMember();
    await reward(m, 1_00);
    t.clock.advance(60_000);
    await reward(m, 2_00);
    const [a, b] = await lots(m);
    expect(a?.expiresAt).toBe(b?.expiresAt);
    t.clock.advance((a?.expiresAt ?? 0) - t.clock.now());
    const result = await t.app.services.uuExpiry.sweep();
    expect(result).toMatchObject({ members: 1, expired: 3_00 });
    const rows = await t.app.db.kysely
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'uu_expiry')
      .where('user_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('members split over chunks and transactions each expire exactly once, in their own ledger transaction; reminders once', async () => {
    expect((await setValidity(1)).code).toBe(200);
    const members: Member[] = [];
    for (let i = 0; i < 7; i++) members.push(await t.readyMember({ uu: 1_00 }));
    for (const [i, m] of members.entries()) {
      await reward(m, 1_00 + i);
      t.clock.advance(60_000);
      await reward(m, 2_00);
    }
    const expiresAt = (await lots(members[0]!))[0]!.expiresAt;
    t.clock.advance(expiresAt - 10 * DAY - t.clock.now());
    // Chunks of two members: boundaries fall inside the list; two sweeps at once both finish and remind once in all.
    const reminded = await Promise.all([t.app.services.uuExpiry.sweep({ chunk: 2 }), t.app.services.uuExpiry.sweep({ chunk: 3 })]);
    expect(reminded[0].reminded + reminded[1].reminded).toBe(members.length);
    for (const m of members) expect(await expiryMessages(m)).toHaveLength(1);

    t.clock.advance(expiresAt - t.clock.now());
    const swept = await Promise.all([t.app.services.uuExpiry.sweep({ chunk: 2 }), t.app.services.uuExpiry.sweep({ chunk: 3 })]);
    expect(swept[0].members + swept[1].members).toBe(members.length);
    expect(swept[0].expired + swept[1].expired).toBe(members.reduce((s, _m, i) => s + 3_00 + i, 0));
    for (const [i, m] of members.entries()) {
      expect(await uu(m)).toBe(1_00);
      expect(await lots(m)).toEqual([
        expect.objectContaining({ remaining: 0, expired: true }),
        expect.objectContaining({ remaining: 0, expired: true }),
      ]);
      const entries = await t.app.db.kysely
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(['e.amount', 'a.user_id'])
        .where('x.type', '=', 'uu_expiry')
        .where('x.user_id', '=', m.id)
        .orderBy('e.id')
        .execute();
      expect(entries.map((e) => [Number(e.amount), e.user_id === null ? null : Number(e.user_id)])).toEqual([
        [-(3_00 + i), m.id],
        [3_00 + i, null],
      ]);
    }
    expect((await t.app.services.uuExpiry.sweep({ chunk: 2 })).members).toBe(0);
    expect(await ledgerClean(t)).toEqual([]);
  });

  describe('on two instances', () => {
    let b: SecondInstance;
    beforeEach(async () => {
      b = await secondInstance(t, {}, { sameClock: true });
    });
    afterEach(() => b.close());

    it('sweeping on both at once expires each lot once and reminds once', async () => {
      expect((await setValidity(1)).code).toBe(200);
      const members: Member[] = [];
      for (let i = 0; i < 6; i++) members.push(await t.readyMember({ uu: 1_00 }));
      for (const m of members) await reward(m, 4_00);
      const expiresAt = (await lots(members[0]!))[0]!.expiresAt;
      t.clock.advance(expiresAt - 5 * DAY - t.clock.now());
      // The jobs under their lease: one runs, the other is skipped; then the sweeps themselves at once (a lost lease).
      expect((await Promise.all([t.app.jobs.run('uuExpiry'), b.app.jobs.run('uuExpiry')])).sort()).toEqual(['ok', 'skipped']);
      await Promise.all([t.app.services.uuExpiry.sweep(), b.app.services.uuExpiry.sweep()]);
      for (const m of members) expect(await expiryMessages(m)).toHaveLength(1);

      t.clock.advance(5 * DAY);
      const settled = await Promise.allSettled([
        t.app.services.uuExpiry.sweep(),
        b.app.services.uuExpiry.sweep(),
        t.app.services.uuExpiry.sweep(),
      ]);
      const reasons = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      if (dialect === 'postgres') {
        // Each sweep waits for the other's members (their accounts locked), then finds their lots emptied: all finish.
        expect(reasons).toEqual([]);
      } else {
        // SQLite: a sweep that waited past the busy timeout for the other instance's write lock stops (nothing of it
        // was written); a later run finishes whatever is left.
        expect(settled.some((s) => s.status === 'fulfilled')).toBe(true);
        for (const reason of reasons) expect(reason).toMatch(/busy|locked/i);
        await t.app.services.uuExpiry.sweep();
      }
      for (const m of members) {
        expect(await uu(m)).toBe(1_00);
        expect((await lots(m))[0]).toMatchObject({ remaining: 0, expired: true });
      }
      const expiries = await t.app.db.kysely.selectFrom('ledger_transactions').select('id').where('type', '=', 'uu_expiry').execute();
      expect(expiries).toHaveLength(members.length);
      expect(await ledgerClean(t)).toEqual([]);
    });
  });
});
