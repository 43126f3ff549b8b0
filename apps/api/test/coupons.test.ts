import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { call, dialects, digest, multipart } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, PNG, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const DAY = 24 * 60 * 60_000;

describe.each(dialects)('coupons, order details and admin uploads on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let express = 0;
  let pickup = 0;
  let store = 0;
  beforeAll(async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data.id;
    store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
      })
    ).data.id;
    const make = async (deliveryType: string, price: string, extra: Record<string, unknown> = {}) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId: category,
            name: { 'zh-Hant': `${deliveryType} 商品` },
            description: { 'zh-Hant': '' },
            price,
            fbPercent: 0,
            deliveryType,
            stock: 1000,
            ...extra,
          },
        })
      ).data.id as number;
    express = await make('express', '60');
    pickup = await make('pickup', '33.33', { storeIds: [store] });
  });

  const define = (payload: Record<string, unknown>) => operator(t, { method: 'POST', url: '/admin/coupons', payload });
  const issue = (id: number, payload: Record<string, unknown>) =>
    operator(t, { method: 'POST', url: `/admin/coupons/${id}/issue`, payload });
  const list = (m: Member, status = 'available') =>
    call(t.app, { method: 'GET', url: `/coupon/listCoupon?status=${status}`, headers: { satoken: m.token } });
  const submit = (m: Member, payload: Record<string, unknown>, key: string = randomUUID()) =>
    call(t.app, { method: 'POST', url: '/planHistory/submitOrder', headers: { satoken: m.token, 'idempotency-key': key }, payload });
  const act = (m: Member, payload: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload,
    });
  const detail = (m: Member, id: number) =>
    call(t.app, { method: 'GET', url: `/planHistory/getPlanHistory?id=${id}`, headers: { satoken: m.token } });
  const stock = async (id: number) =>
    (await t.app.db.kysely.selectFrom('goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  async function address(m: Member) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    return res.data.id as number;
  }
  /** A coupon given to one member: the id of their copy. */
  async function giveCoupon(m: Member, terms: Record<string, unknown>) {
    const coupon = await define({ name: { 'zh-Hant': '測試券' }, validDays: 30, ...terms });
    expect(coupon.code).toBe(200);
    expect((await issue(coupon.data.id, { to: 'member', userId: m.id })).data).toEqual({ issued: 1 });
    const copies = (await list(m)).data.list as { id: number; couponId: number }[];
    return copies.find((c) => c.couponId === coupon.data.id)!.id;
  }

  it('an operator defines coupons; terms that could make an order free or are incomplete are refused one at a time', async () => {
    const ok = await define({
      name: { 'zh-Hant': '滿百減十', en: '10 off 100' },
      kind: 'mall',
      discountType: 'amount',
      amount: '10',
      minSpend: '100',
      validDays: 7,
    });
    expect(ok.data).toMatchObject({
      kind: 'mall',
      discountType: 'amount',
      amount: '10.00',
      minSpend: '100.00',
      validDays: 7,
      active: true,
      issued: 0,
    });
    const refused = async (payload: Record<string, unknown>, path: string) => {
      const res = await define({ name: { 'zh-Hant': '券' }, validDays: 7, ...payload });
      expect(res.code).toBe(Code.VALIDATION);
      expect(JSON.stringify(res.data)).toContain(path);
    };
    await refused({ kind: 'mall', discountType: 'amount', amount: '10', minSpend: '10' }, 'minSpend');
    await refused({ kind: 'mall', discountType: 'amount', amount: '10' }, 'minSpend');
    await refused({ kind: 'mall', discountType: 'percent' }, 'percent');
    await refused({ kind: 'mall', discountType: 'percent', percent: 100 }, 'percent');
    await refused({ kind: 'mall' }, 'discountType');
    await refused({ kind: 'package' }, 'package');
    // Members cannot define or issue coupons.
    const m = await t.readyMember();
    const byMember = await call(t.app, {
      method: 'POST',
      url: '/admin/coupons',
      headers: { satoken: m.token },
      payload: { name: { 'zh-Hant': 'x' }, kind: 'mall', discountType: 'percent', percent: 5, validDays: 1 },
    });
    expect(byMember.code).toBe(Code.OPERATOR_ONLY);
  });

  it('issues to every member, to a level, or to one member; disabled members get none', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember();
    const c = await t.readyMember();
    await t.app.db.kysely.updateTable('users').set({ level: 3 }).where('id', '=', b.id).execute();
    await t.app.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', c.id).execute();
    const members = Number(
      (
        await t.app.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'disabled')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const coupon = (await define({ name: { 'zh-Hant': '九折' }, kind: 'mall', discountType: 'percent', percent: 10, validDays: 3 })).data;
    expect((await issue(coupon.id, { to: 'all' })).data).toEqual({ issued: members });
    const atLevel3 = (
      await t.app.db.kysely.selectFrom('users').select('id').where('level', '=', 3).where('status', '!=', 'disabled').execute()
    ).length;
    expect((await issue(coupon.id, { to: 'level', level: 3 })).data).toEqual({ issued: atLevel3 });
    expect((await issue(coupon.id, { to: 'member', userId: c.id })).code).toBe(Code.ACCOUNT_NOT_FOUND);
    const ofA = (await list(a)).data;
    const ofB = (await list(b)).data;
    expect(ofA.list.filter((x: { couponId: number }) => x.couponId === coupon.id)).toHaveLength(1);
    expect(ofB.list.filter((x: { couponId: number }) => x.couponId === coupon.id)).toHaveLength(2);
    expect(ofA.list[0]).toMatchObject({
      name: '九折',
      kind: 'mall',
      discountType: 'percent',
      percent: 10,
      status: 'available',
      orderId: null,
    });
    expect(ofA.list[0].expiresAt).toBe(new Date(t.clock.now() + 3 * DAY).toISOString());
    const definitions = (await operator(t, { method: 'GET', url: '/admin/coupons' })).data.list;
    expect(definitions.find((d: { id: number }) => d.id === coupon.id).issued).toBe(members + atLevel3);
  });

  it('an amount-off coupon lowers the total paid; it is used once, and cancel gives it back', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    const copy = await giveCoupon(m, { kind: 'mall', discountType: 'amount', amount: '15', minSpend: '100' });
    const order = await submit(m, { goodsId: express, quantity: 2, addressId, couponId: copy });
    expect(order.data).toMatchObject({ subtotal: '120.00', discount: '15.00', total: '105.00', couponId: copy });
    expect((await list(m, 'used')).data.list[0]).toMatchObject({ id: copy, status: 'used', orderId: order.data.id });
    expect((await list(m)).data.counts).toEqual({ available: 0, used: 1, expired: 0, forOrders: 0 });
    // The same copy on a second order: refused, and that order's stock is not taken.
    const before = await stock(express);
    expect((await submit(m, { goodsId: express, quantity: 2, addressId, couponId: copy })).code).toBe(Code.COUPON_NOT_USABLE);
    expect(await stock(express)).toBe(before);
    // Cancelled: the coupon is available again and pays for the next order.
    expect((await act(m, { action: 'cancel', id: order.data.id })).data.status).toBe(OrderStatus.canceled);
    expect((await list(m)).data.list[0]).toMatchObject({ id: copy, status: 'available', orderId: null, usedAt: null });
    const again = await submit(m, { goodsId: express, quantity: 2, addressId, couponId: copy });
    const paid = await act(m, { action: 'pay', id: again.data.id, payPassword: digest(PAY) });
    expect(paid.data).toMatchObject({ status: OrderStatus.waitingDelivery, total: '105.00', paidUU: '105.00' });
    expect((await wallet(t, m)).balances.UU).toBe('895.00');
  });

  it('below the minimum spend the order is refused with the minimum, and nothing is taken', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    const copy = await giveCoupon(m, { kind: 'mall', discountType: 'amount', amount: '15', minSpend: '100' });
    const before = await stock(express);
    const res = await submit(m, { goodsId: express, quantity: 1, addressId, couponId: copy });
    expect(res.code).toBe(Code.COUPON_MIN_SPEND);
    expect(res.msg).toContain('100.00');
    expect(await stock(express)).toBe(before);
    expect((await list(m)).data.list[0]).toMatchObject({ id: copy, status: 'available' });
  });

  it('a percent-off coupon rounds the discount down to the hundredth; a refund gives the coupon back', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const copy = await giveCoupon(m, { kind: 'mall', discountType: 'percent', percent: 15 });
    const order = await submit(m, { goodsId: pickup, quantity: 1, storeId: store, couponId: copy });
    // 15% of 33.33 is 4.9995: 4.99 off.
    expect(order.data).toMatchObject({ subtotal: '33.33', discount: '4.99', total: '28.34' });
    await act(m, { action: 'pay', id: order.data.id, payPassword: digest(PAY) });
    expect((await wallet(t, m)).balances.UU).toBe('971.66');
    await operator(t, { method: 'POST', url: `/admin/orders/${order.data.id}/refund`, payload: { reason: '缺貨' } });
    expect((await wallet(t, m)).balances.UU).toBe('1000.00');
    expect((await list(m)).data.list[0]).toMatchObject({ id: copy, status: 'available' });
  });

  it('an expired coupon is listed as expired and refused', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const copy = await giveCoupon(m, { kind: 'mall', discountType: 'percent', percent: 5, validDays: 1 });
    t.clock.advance(DAY);
    expect((await list(m, 'expired')).data.list.map((c: { id: number }) => c.id)).toContain(copy);
    expect((await list(m)).data.list.map((c: { id: number }) => c.id)).not.toContain(copy);
    expect((await submit(m, { goodsId: pickup, quantity: 1, storeId: store, couponId: copy })).code).toBe(Code.COUPON_NOT_USABLE);
  });

  it('one coupon and 10 concurrent orders: exactly one order gets it, the others take no stock', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const copy = await giveCoupon(m, { kind: 'mall', discountType: 'percent', percent: 50 });
    const before = await stock(pickup);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(m, { goodsId: pickup, quantity: 1, storeId: store, couponId: copy })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.COUPON_NOT_USABLE)).toHaveLength(9);
    expect(await stock(pickup)).toBe(before - 1);
  });

  it('another member’s coupon is refused at submit and at useCoupon', async () => {
    const a = await t.readyMember({ uu: UU(1000) });
    const b = await t.readyMember({ uu: UU(1000) });
    const ofB = await giveCoupon(b, { kind: 'mall', discountType: 'percent', percent: 5 });
    const packageOfB = await giveCoupon(b, { kind: 'package', package: { type: 'chat', questionsPerDay: 5, days: 30 } });
    expect((await submit(a, { goodsId: pickup, quantity: 1, storeId: store, couponId: ofB })).code).toBe(Code.COUPON_NOT_FOUND);
    expect(
      (await call(t.app, { method: 'POST', url: '/coupon/useCoupon', headers: { satoken: a.token }, payload: { id: packageOfB } })).code,
    ).toBe(Code.COUPON_NOT_FOUND);
    expect((await list(b)).data.counts.available).toBe(2);
  });

  it('counts apart the coupons an order can take: a chat-package coupon is available but not for orders', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    await giveCoupon(m, { kind: 'mall', discountType: 'amount', amount: '5', minSpend: '100' });
    await giveCoupon(m, { kind: 'package', package: { type: 'chat', questionsPerDay: 5, days: 30 } });
    expect((await list(m)).data.counts).toEqual({ available: 2, used: 0, expired: 0, forOrders: 1 });
  });

  it('a package coupon is redeemed once with useCoupon (GET or POST) and adds its questions; a mall coupon is not', async () => {
    const m = await t.readyMember();
    const copy = await giveCoupon(m, { kind: 'package', package: { type: 'chat', questionsPerDay: 5, days: 30 } });
    const mall = await giveCoupon(m, { kind: 'mall', discountType: 'percent', percent: 5 });
    const before = await t.app.services.allowance.of({ id: m.id, level: 0 });
    const used = await call(t.app, { method: 'GET', url: `/coupon/useCoupon?id=${copy}`, headers: { satoken: m.token } });
    expect(used.data).toMatchObject({
      coupon: { id: copy, status: 'used' },
      package: {
        type: 'chat',
        questionsPerDay: 5,
        startsAt: new Date(t.clock.now()).toISOString(),
        endsAt: new Date(t.clock.now() + 30 * DAY).toISOString(),
      },
    });
    const after = await t.app.services.allowance.of({ id: m.id, level: 0 });
    expect(after.packageQuestions - before.packageQuestions).toBe(5);
    expect(
      (await call(t.app, { method: 'POST', url: '/coupon/useCoupon', headers: { satoken: m.token }, payload: { id: copy } })).code,
    ).toBe(Code.COUPON_NOT_USABLE);
    expect(
      (await call(t.app, { method: 'POST', url: '/coupon/useCoupon', headers: { satoken: m.token }, payload: { id: mall } })).code,
    ).toBe(Code.COUPON_NOT_USABLE);
    // And a package coupon does not pay for goods.
    const other = await giveCoupon(m, { kind: 'package', package: { type: 'chat', questionsPerDay: 1, days: 1 } });
    expect((await submit(m, { goodsId: pickup, quantity: 1, storeId: store, couponId: other })).code).toBe(Code.COUPON_NOT_USABLE);
  });

  it('a check-in streak can give a coupon', async () => {
    const coupon = (
      await define({
        name: { 'zh-Hant': '簽到禮券', en: 'Check-in gift' },
        kind: 'mall',
        discountType: 'percent',
        percent: 8,
        validDays: 14,
      })
    ).data;
    await t.app.services.platform.set('checkInRewards', [{ streak: 1, couponId: coupon.id }]);
    const m = await t.readyMember();
    const signed = await call(t.app, { method: 'POST', url: '/SignLog/sign', headers: { satoken: m.token, 'accept-language': 'en' } });
    expect(signed.data.reward).toEqual({
      streak: 1,
      currency: null,
      amount: null,
      coupon: 'Check-in gift',
      questions: null,
      makeUpCards: null,
    });
    expect((await list(m)).data.list).toMatchObject([{ couponId: coupon.id, name: '簽到禮券', status: 'available' }]);
    const log = await call(t.app, { method: 'GET', url: '/SignLog/listSignLog', headers: { satoken: m.token } });
    expect(log.data.rewards).toEqual([{ streak: 1, currency: null, amount: null, coupon: '簽到禮券', questions: null, makeUpCards: null }]);
    await t.app.services.platform.set('checkInRewards', []);
  });

  it('new members get the welcome coupons of the setting', async () => {
    const coupon = (
      await define({ name: { 'zh-Hant': '新人券' }, kind: 'mall', discountType: 'amount', amount: '5', minSpend: '50', validDays: 10 })
    ).data;
    await t.app.services.platform.set('registrationCoupons', [coupon.id]);
    const m = await t.readyMember();
    expect((await list(m)).data.list).toMatchObject([{ couponId: coupon.id, name: '新人券', status: 'available' }]);
    await t.app.services.platform.set('registrationCoupons', []);
    expect((await list(await t.readyMember())).data.total).toBe(0);
  });

  it('one order with its timeline: the order’s steps and the carrier’s notes, newest first; only its member reads it', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const other = await t.readyMember();
    const addressId = await address(m);
    const order = (await submit(m, { goodsId: express, quantity: 1, addressId })).data;
    const track = (payload: Record<string, unknown>) => operator(t, { method: 'POST', url: `/admin/orders/${order.id}/tracking`, payload });
    expect((await track({ text: '已攬收' })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    t.clock.advance(60_000);
    await act(m, { action: 'pay', id: order.id, payPassword: digest(PAY) });
    t.clock.advance(60_000);
    await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/ship`, payload: { company: '黑貓宅急便', number: 'TC1' } });
    t.clock.advance(60_000);
    const tracked = await track({ text: '已到達臺北轉運中心' });
    expect(tracked.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['tracking', 'shipped', 'paid', 'created']);
    expect((await track({ text: '' })).code).toBe(Code.VALIDATION);
    const read = await detail(m, order.id);
    expect(read.data).toMatchObject({
      id: order.id,
      status: OrderStatus.waitingReceipt,
      logistics: { company: '黑貓宅急便', number: 'TC1' },
    });
    expect(read.data.timeline[0]).toEqual({ at: new Date(t.clock.now()).toISOString(), kind: 'tracking', text: '已到達臺北轉運中心' });
    expect(read.data.timeline[1]).toMatchObject({ kind: 'shipped', text: '黑貓宅急便 TC1' });
    expect((await detail(other, order.id)).code).toBe(Code.ORDER_NOT_FOUND);
    expect((await call(t.app, { method: 'GET', url: '/planHistory/getPlanHistory?id=abc', headers: { satoken: m.token } })).code).toBe(
      Code.VALIDATION,
    );
  });

  describe('the admin upload endpoint (spec §7)', () => {
    const adminUpload = (
      query: string,
      parts: Parameters<typeof multipart>[0],
      headers: Record<string, string> = { 'x-operator-key': WALLET_ENV.OPERATOR_API_KEY },
    ) => {
      const body = multipart(parts);
      return call(t.app, {
        method: 'POST',
        url: `/admin/upload/image${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };

    it('takes the file from the part named pics, and answers it with the model, pid and the local path', async () => {
      const res = await adminUpload('?model=goods&pid=12', [{ name: 'pics', filename: 'cover.png', type: 'image/png', data: PNG }]);
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ model: 'goods', pid: 12, contentType: 'image/webp', width: 1, height: 1 });
      expect(res.data.localPath).toMatch(/^\/files\/[0-9a-f]{32}-1x1\.webp$/);
      expect(res.data.url).toBe(res.data.localPath);
      const served = await t.app.inject({ method: 'GET', url: res.data.localPath });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBe(res.data.size);
      // The path is one a goods' images accept.
      const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '圖' } } })).data.id;
      const goods = await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '有圖' },
          description: { 'zh-Hant': '' },
          images: [res.data.localPath],
          price: '1',
          deliveryType: 'express',
          stock: 1,
        },
      });
      expect(goods.data.images).toEqual([res.data.localPath]);
    });

    it('another part name when `field` says so; a wrong part, a missing model, a non-image or no key are refused', async () => {
      expect((await adminUpload('?model=banner&field=file', [{ name: 'file', filename: 'a.png', data: PNG }])).data).toMatchObject({
        model: 'banner',
        pid: null,
      });
      expect((await adminUpload('?model=goods', [{ name: 'file', filename: 'a.png', data: PNG }])).code).toBe(Code.VALIDATION);
      expect((await adminUpload('', [{ name: 'pics', filename: 'a.png', data: PNG }])).code).toBe(Code.VALIDATION);
      expect((await adminUpload('?model=../etc', [{ name: 'pics', filename: 'a.png', data: PNG }])).code).toBe(Code.VALIDATION);
      expect((await adminUpload('?model=goods', [{ name: 'pics', filename: 'a.png', data: '<svg onload="alert(1)"></svg>' }])).code).toBe(
        Code.UPLOAD_TYPE,
      );
      const m = await t.readyMember();
      const res = await adminUpload('?model=goods', [{ name: 'pics', filename: 'a.png', data: PNG }], { satoken: m.token });
      expect(res.status).toBe(403);
      expect(res.code).toBe(Code.OPERATOR_ONLY);
    });
  });
});
