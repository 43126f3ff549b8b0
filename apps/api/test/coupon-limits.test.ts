import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV, type Member } from './wallet-helpers';

const DAY = 24 * 60 * 60_000;

// Issue 17 "Coupons": fixed validity dates, a total quantity and a per-member limit that hold under parallel
// requests, a scope (chosen goods or categories) that checkout honours, and the list of copies per coupon.
describe.each(dialects)('coupon limits, dates and scope on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  let cup = 0; // category "home"
  let phone = 0; // category "3C"
  let home = 0;
  let gadgets = 0;

  beforeAll(async () => {
    const category = async (name: string) =>
      (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': name } } })).data.id as number;
    home = await category('居家');
    gadgets = await category('3C');
    const goods = async (categoryId: number, name: string) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId,
            name: { 'zh-Hant': name },
            description: { 'zh-Hant': '' },
            price: '200',
            fbPercent: 0,
            deliveryType: 'express',
            stock: 1000,
          },
        })
      ).data.id as number;
    cup = await goods(home, '保溫杯');
    phone = await goods(gadgets, '手機');
  });

  const define = async (payload: Record<string, unknown>) => {
    const res = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: { name: { 'zh-Hant': '滿 100 減 10' }, kind: 'mall', discountType: 'amount', amount: '10', minSpend: '100', ...payload },
    });
    expect(res.code, res.msg).toBe(200);
    return res.data as { id: number; issued: number; used: number; validDays: number | null; validTo: string | null };
  };
  const issueTo = (id: number, m: Member) =>
    operator(t, { method: 'POST', url: `/admin/coupons/${id}/issue`, payload: { to: 'member', userId: m.id } });
  const mine = async (m: Member) =>
    (await call(t.app, { method: 'GET', url: '/coupon/listCoupon?status=available&size=50', headers: { satoken: m.token } })).data.list as {
      id: number;
      couponId: number;
      scope: string;
      scopeNames: string[];
      expiresAt: string;
    }[];
  const order = async (m: Member, goodsId: number, couponId: number) => {
    const address = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '王小明', phone: '+886912345678', regionCode: 'TW-100', detail: '忠孝東路一段 1 號' },
    });
    return call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { goodsId, quantity: 1, addressId: address.data.id, couponId },
    });
  };
  const codes = (answers: { code: number }[]) => answers.map((a) => a.code).sort();

  it('a per-member limit holds when the same member is issued the coupon five times at once', async () => {
    const coupon = await define({ validDays: 30, perMemberLimit: 2 });
    const m = await t.member();
    const answers = await Promise.all(Array.from({ length: 5 }, () => issueTo(coupon.id, m)));
    expect(codes(answers)).toEqual([200, 200, Code.COUPON_MEMBER_LIMIT, Code.COUPON_MEMBER_LIMIT, Code.COUPON_MEMBER_LIMIT].sort());
    expect((await mine(m)).filter((c) => c.couponId === coupon.id)).toHaveLength(2);
  });

  it('a total quantity holds under parallel issues and claims, and a bulk issue past it gives nothing', async () => {
    const coupon = await define({ validDays: 30, totalQuantity: 3 });
    // Registered one after another (each reads its own verification code); the grants below race.
    const members: Member[] = [];
    for (let i = 0; i < 5; i++) members.push(await t.member());
    const answers = await Promise.all(members.map((m) => issueTo(coupon.id, m)));
    expect(codes(answers)).toEqual([200, 200, 200, Code.COUPON_SOLD_OUT, Code.COUPON_SOLD_OUT].sort());
    const definitions = (await operator(t, { method: 'GET', url: '/admin/coupons' })).data.list as { id: number; issued: number }[];
    expect(definitions.find((c) => c.id === coupon.id)?.issued).toBe(3);

    const claimable = await define({ validDays: 7, totalQuantity: 2, claimable: true });
    const claims = await Promise.all(
      members
        .slice(0, 4)
        .map((m) =>
          call(t.app, { method: 'POST', url: '/coupon/claim', headers: { satoken: m.token }, payload: { couponId: claimable.id } }),
        ),
    );
    expect(codes(claims)).toEqual([200, 200, Code.COUPON_SOLD_OUT, Code.COUPON_SOLD_OUT].sort());

    const short = await define({ validDays: 7, totalQuantity: 2 });
    const all = await operator(t, { method: 'POST', url: `/admin/coupons/${short.id}/issue`, payload: { to: 'all' } });
    expect(all.code).toBe(Code.COUPON_SOLD_OUT);
    const after = (await operator(t, { method: 'GET', url: '/admin/coupons' })).data.list as { id: number; issued: number }[];
    expect(after.find((c) => c.id === short.id)?.issued).toBe(0);
  });

  it('checkout honours the scope: chosen goods, chosen categories; the member reads what it applies to', async () => {
    const m = await t.readyMember({ uu: 10_000_00 });
    const forCup = await define({ validDays: 30, scope: 'goods', scopeIds: [cup] });
    const forGadgets = await define({ validDays: 30, scope: 'categories', scopeIds: [gadgets] });
    expect((await issueTo(forCup.id, m)).code).toBe(200);
    expect((await issueTo(forGadgets.id, m)).code).toBe(200);
    const copies = await mine(m);
    const cupCopy = copies.find((c) => c.couponId === forCup.id)!;
    const gadgetCopy = copies.find((c) => c.couponId === forGadgets.id)!;
    expect(cupCopy).toMatchObject({ scope: 'goods', scopeNames: ['保溫杯'] });
    expect(gadgetCopy).toMatchObject({ scope: 'categories', scopeNames: ['3C'] });

    expect((await order(m, phone, cupCopy.id)).code).toBe(Code.COUPON_NOT_FOR_GOODS);
    expect((await order(m, cup, gadgetCopy.id)).code).toBe(Code.COUPON_NOT_FOR_GOODS);
    const cupOrder = await order(m, cup, cupCopy.id);
    expect(cupOrder.code, cupOrder.msg).toBe(200);
    expect(cupOrder.data).toMatchObject({ discount: '10.00', total: '190.00' });
    const phoneOrder = await order(m, phone, gadgetCopy.id);
    expect(phoneOrder.data).toMatchObject({ discount: '10.00' });

    // The console's list of copies: who has one, and which order used it.
    const op = await t.operator('operator');
    const listed = await asAdmin(t, op, { method: 'GET', url: `/admin/coupons/${forCup.id}/copies`, query: { status: 'used' } });
    expect(listed.code, listed.msg).toBe(200);
    expect(listed.data.counts).toEqual({ issued: 1, used: 1 });
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        member: { id: m.id, memberNo: m.memberNo, nickname: expect.any(String) },
        source: 'operator',
        status: 'used',
        order: { id: cupOrder.data.id, orderNo: cupOrder.data.orderNo },
      }),
    ]);
    expect(
      (await asAdmin(t, op, { method: 'GET', url: `/admin/coupons/${forCup.id}/copies`, query: { status: 'unused' } })).data.list,
    ).toEqual([]);
  });

  it('fixed dates: every copy ends with the coupon, and a copy is refused at checkout before the first day', async () => {
    const now = t.clock.now();
    const from = new Date(now + DAY).toISOString();
    const to = new Date(now + 3 * DAY).toISOString();
    const refused = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: { name: { 'zh-Hant': '錯' }, kind: 'mall', discountType: 'percent', percent: 5, validFrom: to, validTo: from },
    });
    expect(refused.code).toBe(Code.VALIDATION);
    const coupon = await define({ validFrom: from, validTo: to });
    expect(coupon).toMatchObject({ validDays: null, validTo: to });
    const m = await t.readyMember({ uu: 10_000_00 });
    expect((await issueTo(coupon.id, m)).code).toBe(200);
    const copy = (await mine(m)).find((c) => c.couponId === coupon.id)!;
    expect(copy.expiresAt).toBe(to);
    expect((await order(m, cup, copy.id)).code).toBe(Code.COUPON_NOT_STARTED);
    t.clock.advance(DAY + 1);
    const ok = await order(m, cup, copy.id);
    expect(ok.code, ok.msg).toBe(200);
    t.clock.advance(3 * DAY);
    // After its last day it is not given any more.
    expect((await issueTo(coupon.id, await t.member())).code).toBe(Code.COUPON_NOT_USABLE);
  });
});
