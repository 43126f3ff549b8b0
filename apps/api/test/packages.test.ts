import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, pay, PAY, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const DAY = 24 * 60 * 60_000;

describe.each(dialects)('flow and chat packages, claimable coupons on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let category = 0;
  let flow10 = 0;
  let flow30 = 0;
  let chat10 = 0;
  const goods = (payload: Record<string, unknown>) =>
    operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: { categoryId: category, description: { 'zh-Hant': '' }, deliveryType: 'virtual', stock: 1000, ...payload },
    });
  beforeAll(async () => {
    category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '套餐' } } })).data.id;
    flow30 = (
      await goods({
        name: { 'zh-Hant': '30GB', en: '30 GB' },
        price: '199',
        referencePrice: '299',
        plan: { type: 'flow', dataMb: 30_720, days: 30 },
      })
    ).data.id;
    flow10 = (
      await goods({
        name: { 'zh-Hant': '10GB', en: '10 GB' },
        price: '99',
        referencePrice: '149',
        fbPercent: 20,
        plan: { type: 'flow', dataMb: 10_240, days: 30 },
      })
    ).data.id;
    chat10 = (await goods({ name: { 'zh-Hant': '聊天加量包' }, price: '49', plan: { type: 'chat', questionsPerDay: 10, days: 30 } })).data
      .id;
  });

  const buy = (m: Member, goodsId: number, key?: string | null, extra: Record<string, unknown> = {}) =>
    pay(t, m, '/plan/createFlowPlan', { goodsId, ...extra }, key);
  const myFlow = async (m: Member) =>
    (await call(t.app, { method: 'GET', url: '/personInfo/selectMyFlow', headers: { satoken: m.token } })).data;
  const usage = (payload: Record<string, unknown>) => operator(t, { method: 'POST', url: '/admin/flow/usage', payload });

  it('a package is a virtual goods with a plan: virtual goods need one, other goods take none', async () => {
    expect((await goods({ name: { 'zh-Hant': '無計畫' }, price: '1' })).code).toBe(Code.VALIDATION);
    expect(
      (await goods({ name: { 'zh-Hant': '快遞' }, price: '1', deliveryType: 'express', plan: { type: 'flow', dataMb: 1, days: 1 } })).code,
    ).toBe(Code.VALIDATION);
    expect((await goods({ name: { 'zh-Hant': '壞計畫' }, price: '1', plan: { type: 'flow', dataMb: 0, days: 30 } })).code).toBe(
      Code.VALIDATION,
    );
  });

  it('lists the packages on sale, cheapest first, by type', async () => {
    const all = (await call(t.app, { method: 'GET', url: '/plan/listPlans', headers: { 'accept-language': 'en' } })).data.list;
    expect(all.map((p: { id: number }) => p.id)).toEqual([chat10, flow10, flow30]);
    expect(all[1]).toMatchObject({
      name: '10 GB',
      price: '99.00',
      referencePrice: '149.00',
      plan: { type: 'flow', dataMb: 10_240, days: 30 },
    });
    const flows = (await call(t.app, { method: 'GET', url: '/plan/listPlans?type=flow' })).data.list;
    expect(flows.map((p: { id: number }) => p.id)).toEqual([flow10, flow30]);
    expect((await call(t.app, { method: 'GET', url: '/plan/listPlans?type=gold' })).code).toBe(Code.VALIDATION);
  });

  it('buying a flow package: UU through the ledger, the first purchase activates, the traffic shows in selectMyFlow', async () => {
    const m = await t.readyMember({ uu: UU(500), active: false });
    await t.fund(m, 'FB', UU(5), 'test');
    const bought = await buy(m, flow10);
    expect(bought.data).toMatchObject({
      paidUU: '94.00',
      paidFB: '5.00',
      package: { type: 'flow', name: '10GB', dataMb: 10_240, usedMb: 0 },
    });
    expect(bought.data.package.endsAt).toBe(new Date(t.clock.now() + 30 * DAY).toISOString());
    expect((await wallet(t, m)).balances).toMatchObject({ UU: '406.00', FB: '0.00' });
    expect((await wallet(t, m)).isActive).toBe(true);
    expect(await myFlow(m)).toMatchObject({ totalMb: 10_240, usedMb: 0, remainingMb: 10_240 });
    // The purchase is an order, done at once.
    const orders = await call(t.app, {
      method: 'POST',
      url: '/planHistory/listPlanHistoryVO',
      headers: { satoken: m.token },
      payload: { tab: 'done' },
    });
    expect(orders.data.list[0]).toMatchObject({
      id: bought.data.orderId,
      status: OrderStatus.done,
      deliveryType: 'virtual',
      total: '99.00',
    });
  });

  it('buying twice with one idempotency key buys once; GET works too; a wrong password or too little UU buys nothing', async () => {
    const m = await t.readyMember({ uu: UU(300) });
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(m, flow30, key), buy(m, flow30, key)]);
    expect(a).toEqual(b);
    expect((await wallet(t, m)).balances.UU).toBe('101.00');
    expect((await myFlow(m)).totalMb).toBe(30_720);
    const viaGet = await call(t.app, {
      method: 'GET',
      url: `/plan/createFlowPlan?goodsId=${chat10}&payPassword=${digest(PAY)}`,
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
    });
    expect(viaGet.data.package).toMatchObject({ type: 'chat', questionsPerDay: 10 });
    expect((await buy(m, flow10, randomUUID(), { payPassword: digest('000000') })).code).toBe(Code.PAY_PASSWORD_WRONG);
    expect((await buy(m, flow10)).code).toBe(Code.INSUFFICIENT_UU_TO_PAY);
    expect((await wallet(t, m)).balances.UU).toBe('52.00');
    expect((await buy(m, 999_999)).code).toBe(Code.PLAN_NOT_FOUND);
    expect((await buy(m, flow10, null)).code).toBe(Code.IDEMPOTENCY_KEY_REQUIRED);
  });

  it('a chat package adds its questions to the daily allowance for 30 days', async () => {
    const m = await t.readyMember({ uu: UU(100) });
    const before = await t.app.services.allowance.of({ id: m.id, level: 0 });
    await buy(m, chat10);
    expect((await t.app.services.allowance.of({ id: m.id, level: 0 })).packageQuestions - before.packageQuestions).toBe(10);
    t.clock.advance(30 * DAY);
    expect((await t.app.services.allowance.of({ id: m.id, level: 0 })).packageQuestions).toBe(before.packageQuestions);
  });

  it('a virtual goods ordered and paid later starts its package when paid', async () => {
    const m = await t.readyMember({ uu: UU(500) });
    const order = await call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { goodsId: flow10, quantity: 2 },
    });
    expect((await myFlow(m)).totalMb).toBe(0);
    const paid = await pay(t, m, '/planHistory/updatePlanHistory', { action: 'pay', id: order.data.id });
    expect(paid.data.status).toBe(OrderStatus.done);
    expect(await myFlow(m)).toMatchObject({ totalMb: 20_480, remainingMb: 20_480 });
  });

  it('usage reports count once by ref, soonest-ending package first; over the data is recorded, not lost', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const memberNo = m.memberNo;
    expect((await usage({ ref: 'r-none', memberNo, usedMb: 10 })).code).toBe(Code.FLOW_NO_PACKAGE);
    await buy(m, flow10);
    t.clock.advance(DAY);
    await buy(m, flow30);
    expect((await usage({ ref: 'r-1', memberNo, usedMb: 10_000 })).data).toEqual({ ref: 'r-1', appliedMb: 10_000, overMb: 0 });
    expect((await usage({ ref: 'r-1', memberNo, usedMb: 10_000 })).code).toBe(Code.FLOW_USAGE_DUPLICATE);
    // 240 MB left on the first package, the rest from the second.
    expect((await usage({ ref: 'r-2', memberNo, usedMb: 1_000 })).data).toMatchObject({ appliedMb: 1_000, overMb: 0 });
    const flow = await myFlow(m);
    expect(flow).toMatchObject({ totalMb: 40_960, usedMb: 11_000, remainingMb: 29_960 });
    expect(flow.packages.map((p: { usedMb: number }) => p.usedMb)).toEqual([10_240, 760]);
    expect((await usage({ ref: 'r-3', memberNo, usedMb: 40_000 })).data).toMatchObject({ appliedMb: 29_960, overMb: 10_040 });
    expect((await myFlow(m)).remainingMb).toBe(0);
    expect((await usage({ ref: 'r-4', memberNo: '00000000', usedMb: 1 })).code).toBe(Code.ACCOUNT_NOT_FOUND);
    expect((await usage({ ref: 'r-5', memberNo, usedMb: -1 })).code).toBe(Code.VALIDATION);
    // Ten reports of one ref at once: one counts.
    const m2 = await t.readyMember({ uu: UU(200) });
    await buy(m2, flow10);
    const same = await Promise.all(Array.from({ length: 10 }, () => usage({ ref: 'r-same', memberNo: m2.memberNo, usedMb: 100 })));
    expect(same.filter((r) => r.code === 200)).toHaveLength(1);
    expect((await myFlow(m2)).usedMb).toBe(100);
  });

  it('a usage file: good rows are counted, bad rows are answered with their line and why', async () => {
    const m = await t.readyMember({ uu: UU(200) });
    await buy(m, flow10);
    const bare = await t.readyMember();
    const csv = [
      'ref,memberNo,usedMb,at',
      `f-1,${m.memberNo},100,`,
      `f-2,${m.memberNo},abc,`,
      `f-3,${bare.memberNo},5,`,
      '',
      `f-4,${m.memberNo},200,${new Date(t.clock.now()).toISOString()}`,
      `f-1,${m.memberNo},100,`,
      `,${m.memberNo},1,`,
    ].join('\r\n');
    const res = await operator(t, {
      method: 'POST',
      url: '/admin/flow/usage/import',
      payload: { csv },
      headers: { 'accept-language': 'en' },
    });
    expect(res.data.accepted).toBe(2);
    expect(res.data.rejected.map((r: { line: number; ref: string | null }) => [r.line, r.ref])).toEqual([
      [3, 'f-2'],
      [4, 'f-3'],
      [7, 'f-1'],
      [8, null],
    ]);
    expect(res.data.rejected[1].reason).toBe('The member has no active flow package.');
    expect(res.data.rejected[2].reason).toBe('This usage report was counted already.');
    expect((await myFlow(m)).usedMb).toBe(300);
    const noHeader = await operator(t, { method: 'POST', url: '/admin/flow/usage/import', payload: { csv: `${m.memberNo},1` } });
    expect(noHeader.data).toMatchObject({ accepted: 0, rejected: [{ line: 1 }] });
    const byMember = await call(t.app, {
      method: 'POST',
      url: '/admin/flow/usage/import',
      headers: { satoken: m.token },
      payload: { csv },
    });
    expect(byMember.code).toBe(Code.OPERATOR_ONLY);
  });

  it('a package ends after its days: selectMyFlow no longer counts it', async () => {
    const m = await t.readyMember({ uu: UU(200) });
    await buy(m, flow10);
    t.clock.advance(30 * DAY - 1);
    expect((await myFlow(m)).totalMb).toBe(10_240);
    t.clock.advance(1);
    expect(await myFlow(m)).toEqual({ totalMb: 0, usedMb: 0, remainingMb: 0, packages: [] });
  });

  it('coupons offered to claim: listed for visitors, claimed once per member, the others refused', async () => {
    const offered = (
      await operator(t, {
        method: 'POST',
        url: '/admin/coupons',
        payload: { name: { 'zh-Hant': '領券 9 折' }, kind: 'mall', discountType: 'percent', percent: 10, validDays: 7, claimable: true },
      })
    ).data;
    const hidden = (
      await operator(t, {
        method: 'POST',
        url: '/admin/coupons',
        payload: { name: { 'zh-Hant': '不公開' }, kind: 'mall', discountType: 'percent', percent: 10, validDays: 7 },
      })
    ).data;
    expect(offered.claimable).toBe(true);
    const visitor = (await call(t.app, { method: 'GET', url: '/coupon/listClaimable' })).data.list;
    expect(visitor.map((c: { couponId: number }) => c.couponId)).toContain(offered.id);
    expect(visitor.map((c: { couponId: number }) => c.couponId)).not.toContain(hidden.id);
    expect(visitor.find((c: { couponId: number }) => c.couponId === offered.id)).toMatchObject({
      name: '領券 9 折',
      percent: 10,
      claimed: false,
    });
    const m = await t.readyMember();
    const claim = (couponId: number) =>
      call(t.app, { method: 'POST', url: '/coupon/claim', headers: { satoken: m.token }, payload: { couponId } });
    const tries = await Promise.all([claim(offered.id), claim(offered.id), claim(offered.id)]);
    expect(tries.filter((r) => r.code === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.code === Code.COUPON_ALREADY_CLAIMED)).toHaveLength(2);
    expect(tries.find((r) => r.code === 200)!.data).toMatchObject({ couponId: offered.id, status: 'available' });
    expect((await claim(hidden.id)).code).toBe(Code.COUPON_NOT_FOUND);
    const mine = (await call(t.app, { method: 'GET', url: '/coupon/listClaimable', headers: { satoken: m.token } })).data.list;
    expect(mine.find((c: { couponId: number }) => c.couponId === offered.id).claimed).toBe(true);
    expect((await call(t.app, { method: 'POST', url: '/coupon/claim', payload: { couponId: offered.id } })).code).toBe(Code.TOKEN_ABSENT);
  });
});
