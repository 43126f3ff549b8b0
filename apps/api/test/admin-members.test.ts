import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects, login, multipart, registerMember, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { addCard, ledgerClean, operator, pay, PNG, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const DAY = 24 * 3600 * 1000;

type Session = { id: number; email: string; token: string };

/** A member's own call with their token (an auth-required read). */
const walletCall = (t: TestApp, token: string) =>
  call(t.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: { satoken: token } });

describe.each(dialects)('back-office members on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let admin: Session;
  let operatorSession: Session;
  let finance: Session;
  beforeAll(async () => {
    admin = await t.operator('admin');
    operatorSession = await t.operator('operator');
    finance = await t.operator('finance');
  });

  const search = (query: Record<string, string | number>, session = operatorSession) =>
    asAdmin(t, session, {
      method: 'GET',
      url: '/admin/members',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const detail = (id: number, session = operatorSession) => asAdmin(t, session, { method: 'GET', url: `/admin/members/${id}` });
  const setStatus = (id: number, disabled: boolean, reason = 'fraud report #12') =>
    asAdmin(t, operatorSession, { method: 'POST', url: `/admin/members/${id}/status`, payload: { disabled, reason } });
  const adjust = (id: number, payload: Record<string, unknown>, key: string | null = randomUUID(), session = finance) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/members/${id}/adjust`, payload, headers: key ? { 'idempotency-key': key } : {} });

  it('finds a member by each kind of identifier, and filters by status, level and referrer', async () => {
    const m = await t.readyMember();
    const phone = `+8869${String(randomInt(10_000_000, 99_999_999))}`;
    const byPhone = await registerMember(t, phone, { invitationCode: m.invitationCode });
    const ids = async (query: Record<string, string | number>) => {
      const res = await search(query);
      expect(res.code, JSON.stringify(query)).toBe(200);
      return (res.data.list as { id: number }[]).map((r) => r.id);
    };
    expect(await ids({ q: String(m.id) })).toContain(m.id);
    expect(await ids({ q: m.memberNo })).toEqual([m.id]);
    expect(await ids({ q: m.invitationCode })).toEqual([m.id]);
    expect(await ids({ q: m.invitationCode.toLowerCase() })).toEqual([m.id]);
    expect(await ids({ q: m.email })).toEqual([m.id]);
    expect(await ids({ q: m.email.slice(0, 10).toUpperCase() })).toEqual([m.id]);
    expect(await ids({ q: m.nickname.slice(1, 6).toUpperCase() })).toContain(m.id);
    expect(await ids({ q: phone })).toEqual([byPhone.id]);
    expect(await ids({ q: phone.slice(-6) })).toEqual([byPhone.id]);
    // LIKE wildcards are taken literally.
    expect(await ids({ q: '%' })).toEqual([]);
    expect(await ids({ q: 'nobody-like-this' })).toEqual([]);

    const row = (await search({ q: phone })).data.list[0];
    expect(row).toMatchObject({ id: byPhone.id, phone, status: 'inactive', level: 0, referrer: { id: m.id, memberNo: m.memberNo } });
    expect(JSON.stringify(row)).not.toMatch(/password|hash/i);

    expect(await ids({ referrerId: m.id })).toEqual([byPhone.id]);
    expect(await ids({ q: phone, status: 'active' })).toEqual([]);
    expect(await ids({ q: phone, status: 'inactive', level: 0 })).toEqual([byPhone.id]);
    expect(await ids({ q: phone, level: 3 })).toEqual([]);

    const paged = await search({ size: 1, page: 2 });
    expect(paged.data).toMatchObject({ page: 2, size: 1 });
    expect(paged.data.total).toBeGreaterThanOrEqual(2);
    expect(paged.data.list).toHaveLength(1);

    expect((await search({ status: 'gone' })).code).toBe(Code.VALIDATION);
    expect((await search({ level: 9 })).code).toBe(Code.VALIDATION);
    // Finance reads members too (to adjust them); a clerk does not.
    expect((await search({ q: m.memberNo }, finance)).data.list[0].id).toBe(m.id);
  });

  it("shows a member's profile, balances, entries, team, orders and open sessions, never a secret", async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const child = await t.readyMember({ invitationCode: m.invitationCode });
    await t.readyMember({ invitationCode: child.invitationCode });
    await t.fund(m, 'KB', 250, 'welcome KB');

    const res = await detail(m.id);
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.member).toMatchObject({
      id: m.id,
      memberNo: m.memberNo,
      email: m.email,
      status: 'active',
      level: 0,
      payPasswordSet: true,
      payLockedUntil: null,
      referrer: null,
      owner: null,
    });
    expect(d.balances).toEqual({ UU: '1000.00', U: '0.00', FB: '0.00', KB: '2.50', CRC: '0.00' });
    expect(d.team).toEqual({ direct: 1, total: 2, performance: '0.00' });
    expect(
      d.recentEntries.map((e: { currency: string; amount: string; memo: string; type: string }) => [e.currency, e.amount, e.memo, e.type]),
    ).toEqual([
      ['KB', '2.50', 'welcome KB', 'adjustment'],
      ['UU', '1000.00', 'test funds', 'adjustment'],
    ]);
    expect(d.recentOrders).toEqual([]);
    expect(d.orderCount).toBe(0);
    expect(d.sessions).toHaveLength(1);
    expect(d.sessions[0]).toMatchObject({ id: expect.any(Number), lastSeenAt: expect.any(Number), expiresAt: expect.any(Number) });
    expect(JSON.stringify(d)).not.toMatch(/token|_hash|argon2/i);

    const uuOnly = await asAdmin(t, operatorSession, { method: 'GET', url: `/admin/members/${m.id}/entries`, query: { currency: 'UU' } });
    expect(uuOnly.data).toMatchObject({ total: 1, page: 1, list: [{ currency: 'UU', amount: '1000.00', balanceAfter: '1000.00' }] });
    const all = await asAdmin(t, operatorSession, {
      method: 'GET',
      url: `/admin/members/${m.id}/entries`,
      query: { size: '1', page: '2' },
    });
    expect(all.data).toMatchObject({ total: 2, list: [{ currency: 'UU' }] });

    const missing = await detail(999_999);
    expect([missing.status, missing.code]).toEqual([404, Code.MEMBER_NOT_FOUND]);
  });

  it('disabling ends the sessions and refuses sign-in; enabling gives back the status the member had', async () => {
    const m = await t.readyMember();
    expect((await walletCall(t, m.token)).code).toBe(200);

    const disabled = await setStatus(m.id, true);
    expect(disabled.data).toMatchObject({ id: m.id, status: 'disabled' });
    // The token answers the disabled account's code (spec §8, 401) while the account is disabled.
    expect((await walletCall(t, m.token)).code).toBe(Code.ACCOUNT_DISABLED);
    expect((await login(t.app, m.email)).code).toBe(Code.ACCOUNT_DISABLED);
    // Disabling again changes nothing (and writes no second history row).
    expect((await setStatus(m.id, true, 'again')).data.status).toBe('disabled');

    const enabled = await setStatus(m.id, false, 'cleared after review');
    expect(enabled.data.status).toBe('active');
    const again = await login(t.app, m.email);
    expect(again.code).toBe(200);
    expect((await walletCall(t, again.data.token)).code).toBe(200);

    const d = (await detail(m.id)).data;
    expect(d.statusLog.map((c: { disabled: boolean; reason: string }) => [c.disabled, c.reason])).toEqual([
      [false, 'cleared after review'],
      [true, 'fraud report #12'],
    ]);
    expect(d.statusLog[0].adminName).toMatch(/^operator/);

    // A member who was never activated is enabled back to inactive.
    const fresh = await t.readyMember({ active: false });
    await setStatus(fresh.id, true);
    expect((await setStatus(fresh.id, false)).data.status).toBe('inactive');

    // A reason is required.
    const noReason = await asAdmin(t, operatorSession, {
      method: 'POST',
      url: `/admin/members/${m.id}/status`,
      payload: { disabled: true, reason: '  ' },
    });
    expect(noReason.code).toBe(Code.VALIDATION);
    expect((await detail(m.id)).data.member.status).toBe('active');
  });

  it('ends one session or all of them', async () => {
    const m = await t.readyMember();
    const second = (await login(t.app, m.email)).data.token;
    const third = (await login(t.app, m.email)).data.token;
    const sessions = (await detail(m.id)).data.sessions as { id: number; lastSeenAt: number }[];
    expect(sessions).toHaveLength(3);

    // The newest session is the third token's.
    const newest = Math.max(...sessions.map((s) => s.id));
    const one = await asAdmin(t, operatorSession, {
      method: 'POST',
      url: `/admin/members/${m.id}/sessions/revoke`,
      payload: { sessionId: newest },
    });
    expect(one.data).toEqual({ revoked: 1 });
    expect((await walletCall(t, third)).code).toBe(Code.SESSION_REVOKED);
    expect((await walletCall(t, second)).code).toBe(200);
    expect((await detail(m.id)).data.sessions).toHaveLength(2);

    const twice = await asAdmin(t, operatorSession, {
      method: 'POST',
      url: `/admin/members/${m.id}/sessions/revoke`,
      payload: { sessionId: newest },
    });
    expect(twice.code).toBe(Code.MEMBER_SESSION_NOT_FOUND);
    const other = await t.readyMember();
    const otherSession = (await detail(other.id)).data.sessions[0].id as number;
    const foreign = await asAdmin(t, operatorSession, {
      method: 'POST',
      url: `/admin/members/${m.id}/sessions/revoke`,
      payload: { sessionId: otherSession },
    });
    expect(foreign.code).toBe(Code.MEMBER_SESSION_NOT_FOUND);
    expect((await walletCall(t, other.token)).code).toBe(200);

    const all = await asAdmin(t, operatorSession, { method: 'POST', url: `/admin/members/${m.id}/sessions/revoke`, payload: {} });
    expect(all.data).toEqual({ revoked: 2 });
    expect((await walletCall(t, m.token)).code).toBe(Code.SESSION_REVOKED);
    expect((await walletCall(t, second)).code).toBe(Code.SESSION_REVOKED);
    // Only sessions ended: the member signs in again.
    expect((await login(t.app, m.email)).code).toBe(200);
  });

  it('adjustments fired at once: debits stop at zero, one key moves once, and the ledger stays clean', async () => {
    const m = await t.readyMember({ uu: UU(500) });
    // Ten debits of 100 against 500: exactly five pass, the rest are refused and change nothing.
    const debits = await Promise.all(
      Array.from({ length: 10 }, () => adjust(m.id, { currency: 'UU', amount: '-100', reason: 'chargeback' })),
    );
    expect(debits.filter((r) => r.code === 200)).toHaveLength(5);
    expect(debits.filter((r) => r.code === Code.ADJUST_BELOW_ZERO)).toHaveLength(5);
    // Ten credits with one key: one credit, the others answer it.
    const key = randomUUID();
    const credits = await Promise.all(
      Array.from({ length: 10 }, () => adjust(m.id, { currency: 'UU', amount: '30', reason: 'goodwill' }, key)),
    );
    expect(credits.map((r) => r.code)).toEqual(Array(10).fill(200));
    expect((await wallet(t, m)).balances.UU).toBe('30.00');
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('adjusts a balance through the ledger, once per key, never below zero, with an audit row', async () => {
    const m = await t.readyMember({ uu: UU(100) });
    const key = randomUUID();
    const credit = await adjust(m.id, { currency: 'UU', amount: '20.50', reason: 'goodwill for ticket 881' }, key);
    expect(credit.code).toBe(200);
    expect(credit.data).toMatchObject({ currency: 'UU', amount: '20.50', balance: '120.50' });
    // The same key again answers the first answer and moves nothing.
    const repeat = await adjust(m.id, { currency: 'UU', amount: '20.50', reason: 'goodwill for ticket 881' }, key);
    expect(repeat.data).toEqual(credit.data);
    expect((await wallet(t, m)).balances.UU).toBe('120.50');
    // The same key with another body is refused.
    expect((await adjust(m.id, { currency: 'UU', amount: '21', reason: 'goodwill for ticket 881' }, key)).code).toBe(
      Code.IDEMPOTENCY_KEY_REUSED,
    );

    const debit = await adjust(m.id, { currency: 'UU', amount: '-0.50', reason: 'rounding correction' });
    expect(debit.data).toMatchObject({ amount: '-0.50', balance: '120.00' });

    const tooMuch = await adjust(m.id, { currency: 'UU', amount: '-120.01', reason: 'chargeback' });
    expect(tooMuch.code).toBe(Code.ADJUST_BELOW_ZERO);
    expect((await wallet(t, m)).balances.UU).toBe('120.00');
    const emptyKb = await adjust(m.id, { currency: 'KB', amount: '-1', reason: 'chargeback' });
    expect(emptyKb.code).toBe(Code.ADJUST_BELOW_ZERO);

    for (const payload of [
      { currency: 'UU', amount: '0', reason: 'x' },
      { currency: 'UU', amount: '1.234', reason: 'x' },
      { currency: 'UU', amount: 'abc', reason: 'x' },
      { currency: 'XX', amount: '1', reason: 'x' },
      { currency: 'UU', amount: '1', reason: '' },
    ]) {
      expect((await adjust(m.id, payload)).code, JSON.stringify(payload)).toBe(Code.VALIDATION);
    }
    expect((await adjust(m.id, { currency: 'UU', amount: '1', reason: 'x' }, null)).code).toBe(Code.IDEMPOTENCY_KEY_REQUIRED);
    expect((await adjust(m.id, { currency: 'UU', amount: '1', reason: 'x' }, randomUUID(), operatorSession)).code).toBe(
      Code.ROLE_FORBIDDEN,
    );
    expect((await adjust(999_999, { currency: 'UU', amount: '1', reason: 'x' })).code).toBe(Code.MEMBER_NOT_FOUND);
    // Admin may too.
    expect((await adjust(m.id, { currency: 'FB', amount: '3', reason: 'promo' }, randomUUID(), admin)).data.balance).toBe('3.00');

    const entries = await asAdmin(t, finance, { method: 'GET', url: `/admin/members/${m.id}/entries`, query: { currency: 'UU' } });
    expect(
      entries.data.list.map((e: { amount: string; balanceAfter: string; memo: string }) => [e.amount, e.balanceAfter, e.memo]),
    ).toEqual([
      ['-0.50', '120.00', 'rounding correction'],
      ['20.50', '120.50', 'goodwill for ticket 881'],
      ['100.00', '100.00', 'test funds'],
    ]);

    // The audit row holds the member's balances before and after.
    const audit = await asAdmin(t, admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'adminAdjustMember', targetId: String(m.id) },
    });
    // Four successful calls (the repeat answered too, moving nothing: before equals after).
    expect(audit.data.total).toBe(4);
    const first = audit.data.list.at(-1);
    expect(first).toMatchObject({ adminEmail: finance.email, targetType: 'member', targetId: String(m.id) });
    expect(first.before.balances.UU).toBe(UU(100));
    expect(first.after.balances.UU).toBe(UU(100) + 2050);
    expect(JSON.stringify(first)).not.toContain('$argon2');
    expect(await ledgerClean(t)).toEqual([]);
  });
});

describe.each(dialects)('the dashboard on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });

  async function proof(m: Member): Promise<string> {
    const body = multipart([{ name: 'file', filename: 'proof.png', type: 'image/png', data: PNG }]);
    const res = await call(t.app, {
      method: 'POST',
      url: '/file/file/upload',
      headers: { satoken: m.token, ...body.headers },
      payload: body.payload,
    });
    if (res.code !== 200) throw new Error(`upload: ${res.msg}`);
    return res.data.url as string;
  }
  const topUp = async (m: Member, amount: string) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { amount, channel: 'bank-1', proof: await proof(m) },
    });
    if (res.code !== 200) throw new Error(`topUp: ${res.msg}`);
    return res.data.id as number;
  };
  // A fresh session per look: the test moves the clock by days, past a back-office session's life.
  const dashboard = async (days?: number) =>
    asAdmin(t, await t.operator('finance'), { method: 'GET', url: '/admin/dashboard', query: days ? { days: String(days) } : {} });

  it('counts what happened, sums what members hold, and buckets the days in the platform time zone', async () => {
    const empty = await dashboard();
    expect(empty.data).toMatchObject({
      days: 30,
      timeZone: 'Asia/Taipei',
      members: { total: 0 },
      orders: { total: 0 },
      circulation: { UU: '0.00' },
    });
    expect(empty.data.series).toHaveLength(30);

    // Day 1 (2026-11-22 in Taipei): one active member with 1000 UU.
    const m1 = await t.readyMember({ uu: UU(1000) });
    // Two days later: an inactive member whose top-up is approved, and an active one, later disabled, whose top-up waits.
    t.clock.advance(2 * DAY);
    const m2 = await t.readyMember({ active: false });
    const m3 = await t.readyMember();
    await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: 'Bank', account: '000-1', holder: 'UU Ltd' }] },
    });
    const approved = await topUp(m2, '300');
    expect(
      (await operator(t, { method: 'POST', url: `/admin/wallet/topUp/${approved}/review`, payload: { decision: 'approve' } })).code,
    ).toBe(200);
    await topUp(m3, '100');
    const card = await addCard(t, m1);
    expect((await pay(t, m1, '/withdraw', { amount: '500', destinationType: 'bank', destinationId: card.id })).code).toBe(200);
    // An order waiting for payment.
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data.id;
    const store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
      })
    ).data.id;
    const goods = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '自提商品', en: 'Pickup goods' },
          description: { 'zh-Hant': '' },
          price: '100',
          fbPercent: 0,
          deliveryType: 'pickup',
          stock: 10,
          storeIds: [store],
        },
      })
    ).data.id;
    const order = await call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m1.token, 'idempotency-key': randomUUID() },
      payload: { goodsId: goods, quantity: 1, storeId: store },
    });
    expect(order.code).toBe(200);
    const op = await t.operator('operator');
    expect(
      (await asAdmin(t, op, { method: 'POST', url: `/admin/members/${m3.id}/status`, payload: { disabled: true, reason: 'test' } })).code,
    ).toBe(200);

    const res = await dashboard(7);
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.members).toEqual({ total: 3, active: 1, inactive: 1, disabled: 1, newInPeriod: 3, activeInPeriod: 2 });
    expect(d.orders.total).toBe(1);
    expect(d.orders.inPeriod).toBe(1);
    expect(d.orders.byStatus).toHaveLength(9);
    expect(d.orders.byStatus[0]).toEqual({ status: 0, count: 1 });
    // 1000 − 500 withdrawn (held by the platform) + 300 topped up.
    expect(d.circulation).toEqual({ UU: '800.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' });
    expect(d.pending).toEqual({ topUps: 1, withdrawals: 1 });
    expect(d.series.map((s: { day: string }) => s.day)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(d.series[4]).toMatchObject({
      day: '2026-11-22',
      newMembers: 1,
      orders: 0,
      topUpApproved: '0.00',
      withdrawalsRequested: 0,
      paidOrders: 0,
      salesUU: '0.00',
    });
    expect(d.series[5]).toMatchObject({
      day: '2026-11-23',
      newMembers: 0,
      orders: 0,
      topUpApproved: '0.00',
      withdrawalsRequested: 0,
      paidOrders: 0,
      salesUU: '0.00',
    });
    expect(d.series[6]).toMatchObject({
      day: '2026-11-24',
      newMembers: 2,
      orders: 1,
      topUpApproved: '300.00',
      withdrawalsRequested: 1,
      paidOrders: 0,
      salesUU: '0.00',
    });
    expect(d.from).toBe(Date.parse('2026-11-18T00:00:00+08:00'));
    expect(d.series[6]).toMatchObject({ from: '2026-11-23T16:00:00.000Z', to: '2026-11-24T16:00:00.000Z' });

    // A period of one day is today only; the first member is outside it.
    const today = (await dashboard(1)).data;
    expect(today.series).toEqual([d.series[6]]);
    expect(today.members.newInPeriod).toBe(2);

    // The day ends at midnight in Taipei (16:00 UTC), not at midnight UTC.
    t.clock.advance(DAY);
    const next = (await dashboard(2)).data;
    expect(next.series.map((s: { day: string; newMembers: number }) => [s.day, s.newMembers])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-25', 0],
    ]);

    expect((await dashboard(91)).code).toBe(Code.VALIDATION);
    const clerk = await t.operator('clerk', store);
    expect((await asAdmin(t, clerk, { method: 'GET', url: '/admin/dashboard' })).code).toBe(Code.ROLE_FORBIDDEN);
  });
});
