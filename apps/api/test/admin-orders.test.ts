import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { adminSession, asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { ledgerClean, operator, PAY, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const HOUR = 3_600_000;

type Session = Awaited<ReturnType<typeof adminSession>>;
type Order = { id: number; orderNo: string; status: number; writeOffCode: string | null };

describe.each(dialects)('back-office orders on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  const stores = { a: 0, b: 0 };
  const goods = { express: 0, pickup: 0, writeoff: 0, writeoffB: 0 };
  let buyer: Member;
  let other: Member;
  /** The orders of the setup, by what they are. */
  const orders = {} as Record<'unpaid' | 'express' | 'pickupA' | 'writeoffA' | 'writeoffB' | 'laterExpress', Order>;
  /** When the later express order was created (the setup moves the clock between the two groups). */
  let laterAt = 0;
  const s = {} as Record<'admin' | 'operator' | 'finance' | 'clerkA' | 'clerkB', Session>;

  const submit = (m: Member, payload: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload,
    });
  const pay = (m: Member, id: number) =>
    call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { action: 'pay', id, payPassword: digest(PAY) },
    });
  async function order(m: Member, payload: Record<string, unknown>, paid = true): Promise<Order> {
    const submitted = await submit(m, payload);
    if (submitted.code !== 200) throw new Error(`submit: ${submitted.msg}`);
    if (!paid) return submitted.data as Order;
    const res = await pay(m, submitted.data.id);
    if (res.code !== 200) throw new Error(`pay: ${res.msg}`);
    return res.data as Order;
  }
  const list = (session: Session, query: Record<string, string | number> = {}) =>
    asAdmin(t, session, {
      method: 'GET',
      url: '/admin/orders',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const detail = (session: Session, id: number) => asAdmin(t, session, { method: 'GET', url: `/admin/orders/${id}` });
  const ids = (answer: { data: { list: { id: number }[] } }) => answer.data.list.map((o) => o.id);

  beforeAll(async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '後台訂單' } } })).data
      .id;
    const store = async (name: string) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/store',
          payload: { name: { 'zh-Hant': name, en: `${name} EN` }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
        })
      ).data.id as number;
    stores.a = await store('甲門市');
    stores.b = await store('乙門市');
    const make = async (deliveryType: string, name: string, extra: Record<string, unknown> = {}) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId: category,
            name: { 'zh-Hant': name, en: `${name} EN` },
            description: { 'zh-Hant': '' },
            price: '100',
            fbPercent: 20,
            deliveryType,
            stock: 1000,
            ...extra,
          },
        })
      ).data.id as number;
    goods.express = await make('express', '快遞保溫杯');
    goods.pickup = await make('pickup', '自取禮盒', { storeIds: [stores.a] });
    goods.writeoff = await make('writeoff', '咖啡券', { storeIds: [stores.a, stores.b] });

    buyer = await t.readyMember({ uu: UU(2000) });
    other = await t.readyMember({ uu: UU(2000) });
    await t.fund(buyer, 'FB', UU(10), 'test');
    const address = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: buyer.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id;
    const otherAddress = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: other.token },
        payload: { consignee: '林美', phone: '+886922333444', regionCode: 'TW-100', detail: '忠孝東路 1 號' },
      })
    ).data.id;
    orders.unpaid = await order(buyer, { goodsId: goods.express, quantity: 1, addressId: address }, false);
    orders.express = await order(buyer, { goodsId: goods.express, quantity: 2, addressId: address });
    orders.pickupA = await order(buyer, { goodsId: goods.pickup, quantity: 1, storeId: stores.a });
    orders.writeoffA = await order(buyer, { goodsId: goods.writeoff, quantity: 3, storeId: stores.a });
    orders.writeoffB = await order(other, { goodsId: goods.writeoff, quantity: 1, storeId: stores.b });
    t.clock.advance(5 * HOUR);
    laterAt = t.clock.now();
    orders.laterExpress = await order(other, { goodsId: goods.express, quantity: 1, addressId: otherAddress });

    s.admin = await t.operator('admin');
    s.operator = await t.operator('operator');
    s.finance = await t.operator('finance');
    s.clerkA = await t.operator('clerk', stores.a);
    s.clerkB = await t.operator('clerk', stores.b);
  });

  it('lists every order newest first, each with its member, goods, totals, store and times, and counts per state', async () => {
    const all = await list(s.operator, { size: 100 });
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(6);
    expect(ids(all)).toEqual(
      [orders.laterExpress, orders.writeoffB, orders.writeoffA, orders.pickupA, orders.express, orders.unpaid].map((o) => o.id),
    );
    const express = all.data.list.find((o: { id: number }) => o.id === orders.express.id);
    // 2 × 100.00; FB pays up to 20% and the buyer holds 10.00 of it.
    expect(express).toMatchObject({
      orderNo: orders.express.orderNo,
      status: OrderStatus.waitingDelivery,
      deliveryType: 'express',
      member: { id: buyer.id, memberNo: buyer.memberNo, nickname: buyer.nickname },
      goods: { id: goods.express, name: '快遞保溫杯' },
      quantity: 2,
      total: '200.00',
      paidUU: '190.00',
      paidFB: '10.00',
      store: null,
    });
    expect(express.paidAt).not.toBeNull();
    expect(all.data.list.find((o: { id: number }) => o.id === orders.pickupA.id).store).toEqual({ id: stores.a, name: '甲門市' });
    expect(all.data.list.find((o: { id: number }) => o.id === orders.unpaid.id).paidAt).toBeNull();
    expect(all.data.counts).toEqual([1, 2, 1, 0, 2, 0, 0, 0, 0]);
    // The goods and store names follow the operator's language.
    const en = await asAdmin(t, s.operator, {
      method: 'GET',
      url: '/admin/orders',
      query: { status: '2' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.data.list[0]).toMatchObject({ goods: { name: '自取禮盒 EN' }, store: { name: '甲門市 EN' } });
    // Pages.
    const second = await list(s.operator, { page: 2, size: 4 });
    expect(ids(second)).toEqual([orders.express.id, orders.unpaid.id]);
    expect(second.data).toMatchObject({ total: 6, page: 2, size: 4 });
  });

  it('filters by state, delivery type, search, member, store and creation time', async () => {
    expect(ids(await list(s.operator, { status: OrderStatus.waitingDelivery }))).toEqual([orders.laterExpress.id, orders.express.id]);
    expect(ids(await list(s.operator, { deliveryType: 'writeoff' }))).toEqual([orders.writeoffB.id, orders.writeoffA.id]);
    const both = await list(s.operator, { deliveryType: 'express', status: OrderStatus.pendingPayment });
    expect(ids(both)).toEqual([orders.unpaid.id]);
    // The tab counts keep every state under the other filters.
    expect(both.data.counts).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0]);
    // Search: an order number (whole or its beginning), an order id, a member number, an email.
    expect(ids(await list(s.operator, { q: orders.pickupA.orderNo }))).toEqual([orders.pickupA.id]);
    expect(ids(await list(s.operator, { q: orders.pickupA.orderNo.slice(0, 8), size: 100 }))).toHaveLength(6);
    expect(ids(await list(s.operator, { q: String(orders.writeoffB.id) }))).toContain(orders.writeoffB.id);
    expect(ids(await list(s.operator, { q: other.memberNo }))).toEqual([orders.laterExpress.id, orders.writeoffB.id]);
    expect(ids(await list(s.operator, { q: buyer.email.toUpperCase() }))).toEqual(
      [orders.writeoffA, orders.pickupA, orders.express, orders.unpaid].map((o) => o.id),
    );
    expect((await list(s.operator, { q: 'nobody@example.com' })).data).toMatchObject({
      total: 0,
      list: [],
      counts: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    // A wildcard is searched for as text, not as a pattern; a long number is no id, on either database.
    expect((await list(s.operator, { q: '%' })).data.total).toBe(0);
    expect((await list(s.operator, { q: '_' })).data.total).toBe(0);
    expect((await list(s.operator, { q: '99999999999' })).data.total).toBe(0);
    expect((await list(s.operator, { memberId: 99_999_999_999 })).code).toBe(Code.VALIDATION);
    expect((await detail(s.operator, 99_999_999_999)).code).toBe(Code.VALIDATION);
    expect(ids(await list(s.operator, { memberId: other.id }))).toEqual([orders.laterExpress.id, orders.writeoffB.id]);
    expect(ids(await list(s.operator, { storeId: stores.b }))).toEqual([orders.writeoffB.id]);
    // Creation time: from and to are inclusive.
    const later = new Date(laterAt).toISOString();
    const before = new Date(laterAt - 1).toISOString();
    expect(ids(await list(s.operator, { from: later }))).toEqual([orders.laterExpress.id]);
    expect(ids(await list(s.operator, { to: before, size: 100 }))).toHaveLength(5);
    expect(ids(await list(s.operator, { from: before, to: later }))).toEqual([orders.laterExpress.id]);
  });

  it('finds orders by a part of the goods name, in any language, with LIKE wildcards taken as themselves', async () => {
    const found = ids(await list(s.operator, { q: '保溫' }));
    expect(found).toEqual(expect.arrayContaining([orders.express.id, orders.laterExpress.id]));
    expect(found).not.toContain(orders.pickupA.id);
    expect(ids(await list(s.operator, { q: 'ift box' }))).toEqual([]);
    expect(ids(await list(s.operator, { q: '禮盒 EN' }))).toEqual([orders.pickupA.id]);
    expect(ids(await list(s.operator, { q: '%' }))).toEqual([]);
  });

  it('refuses filters that break the contract, in the operator’s language', async () => {
    const backwards = await asAdmin(t, s.operator, {
      method: 'GET',
      url: '/admin/orders',
      query: { from: new Date(laterAt).toISOString(), to: new Date(laterAt - HOUR).toISOString() },
      headers: { 'accept-language': 'en-US' },
    });
    expect(backwards.code).toBe(Code.VALIDATION);
    expect(backwards.msg).toContain('The end cannot be before the start');
    expect((await list(s.operator, { status: 9 })).code).toBe(Code.VALIDATION);
    expect((await list(s.operator, { deliveryType: 'drone' })).code).toBe(Code.VALIDATION);
    expect((await list(s.operator, { from: 'yesterday' })).code).toBe(Code.VALIDATION);
  });

  it('a clerk sees only their own store, whatever the query asks', async () => {
    const own = await list(s.clerkA);
    expect(ids(own)).toEqual([orders.writeoffA.id, orders.pickupA.id]);
    expect(own.data.counts).toEqual([0, 0, 1, 0, 1, 0, 0, 0, 0]);
    expect(ids(await list(s.clerkA, { storeId: stores.b }))).toEqual([orders.writeoffA.id, orders.pickupA.id]);
    expect(ids(await list(s.clerkB, { storeId: stores.a, q: buyer.email }))).toEqual([]);
    expect(ids(await list(s.clerkB, { status: OrderStatus.pendingWriteOff }))).toEqual([orders.writeoffB.id]);

    // Detail: their store's order, without the member's contacts; another store's, or a delivered one, refused.
    const mine = await detail(s.clerkA, orders.pickupA.id);
    expect(mine.data).toMatchObject({ id: orders.pickupA.id, member: { memberNo: buyer.memberNo, email: null, phone: null } });
    expect((await detail(s.clerkA, orders.writeoffB.id)).code).toBe(Code.STORE_FORBIDDEN);
    expect((await detail(s.clerkA, orders.express.id)).code).toBe(Code.STORE_FORBIDDEN);
    expect((await detail(s.clerkA, 999_999)).code).toBe(Code.ORDER_NOT_FOUND);
    // The other roles see the member's contacts.
    expect((await detail(s.finance, orders.pickupA.id)).data.member).toMatchObject({ email: buyer.email });
  });

  it('roles: finance reads and refunds but does not ship; a clerk does not refund; the desk is not finance’s', async () => {
    expect((await list(s.finance)).code).toBe(200);
    expect(
      (
        await asAdmin(t, s.finance, {
          method: 'POST',
          url: `/admin/orders/${orders.express.id}/ship`,
          payload: { company: 'x', number: '1' },
        })
      ).code,
    ).toBe(Code.ROLE_FORBIDDEN);
    expect(
      (await asAdmin(t, s.clerkA, { method: 'POST', url: `/admin/orders/${orders.pickupA.id}/refund`, payload: { reason: 'x' } })).code,
    ).toBe(Code.ROLE_FORBIDDEN);
    expect((await asAdmin(t, s.finance, { method: 'GET', url: '/admin/orders/write-off', query: { code: '1234567890' } })).code).toBe(
      Code.ROLE_FORBIDDEN,
    );
    expect((await call(t.app, { method: 'GET', url: '/admin/orders' })).code).toBe(Code.OPERATOR_ONLY);
  });

  it('ships an express order: the detail shows the address, logistics and timeline, and the audit log has who and what changed', async () => {
    const shipped = await asAdmin(t, s.operator, {
      method: 'POST',
      url: `/admin/orders/${orders.express.id}/ship`,
      payload: { company: '黑貓宅急便', number: 'TC123456789' },
    });
    expect(shipped.data.status).toBe(OrderStatus.waitingReceipt);
    t.clock.advance(60_000);
    const tracked = await asAdmin(t, s.operator, {
      method: 'POST',
      url: `/admin/orders/${orders.express.id}/tracking`,
      payload: { text: '已到達臺北轉運中心' },
    });
    expect(tracked.code).toBe(200);

    const full = await detail(s.operator, orders.express.id);
    expect(full.data).toMatchObject({
      status: OrderStatus.waitingReceipt,
      address: { consignee: '陳小明', phone: '+886912345678', detail: '重慶南路一段 122 號' },
      logistics: { company: '黑貓宅急便', number: 'TC123456789' },
      member: { id: buyer.id, email: buyer.email },
      coupon: null,
      refundReason: null,
      writeOffCode: null,
    });
    expect(full.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['tracking', 'shipped', 'paid', 'created']);
    expect(full.data.timeline[0].text).toBe('已到達臺北轉運中心');
    expect(full.data.timeline[1].text).toBe('黑貓宅急便 TC123456789');

    const audit = await asAdmin(t, s.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'shipOrder', targetId: String(orders.express.id) },
    });
    expect(audit.data.total).toBe(1);
    expect(audit.data.list[0]).toMatchObject({
      adminId: s.operator.id,
      adminEmail: s.operator.email,
      targetType: 'order',
      before: { status: OrderStatus.waitingDelivery, logistics_number: null },
      after: { status: OrderStatus.waitingReceipt, logistics_company: '黑貓宅急便', logistics_number: 'TC123456789' },
    });
    // Reads are not actions: listing and opening orders writes nothing.
    expect(
      (await asAdmin(t, s.admin, { method: 'GET', url: '/admin/audit', query: { targetType: 'order', size: '100' } })).data.list.map(
        (e: { action: string }) => e.action,
      ),
    ).not.toContain('listAdminOrders');
  });

  it('corrects a shipped order’s carrier and tracking number while it is on its way, audited; not before shipping nor once received', async () => {
    const addressId = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: buyer.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id;
    const parcel = await order(buyer, { goodsId: goods.express, quantity: 1, addressId });
    const edit = (session: Session, payload: Record<string, unknown>) =>
      asAdmin(t, session, { method: 'POST', url: `/admin/orders/${parcel.id}/logistics`, payload });
    // Not shipped yet: there is nothing to correct.
    expect((await edit(s.operator, { company: '新竹物流', number: 'HC1' })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    await asAdmin(t, s.operator, {
      method: 'POST',
      url: `/admin/orders/${parcel.id}/ship`,
      payload: { company: '黑貓宅急便', number: 'TC-TYPO' },
    });
    // Finance and clerks do not ship, so they do not correct either; a blank number is refused.
    expect((await edit(s.finance, { company: '新竹物流', number: 'HC1' })).code).toBe(Code.ROLE_FORBIDDEN);
    expect((await edit(s.operator, { company: '新竹物流', number: ' ' })).code).toBe(Code.VALIDATION);
    const fixed = await edit(s.operator, { company: '新竹物流', number: 'HC-2468' });
    expect(fixed.data.status).toBe(OrderStatus.waitingReceipt);
    const full = await detail(s.operator, parcel.id);
    expect(full.data.logistics).toEqual({ company: '新竹物流', number: 'HC-2468' });
    expect(full.data.timeline.find((e: { kind: string }) => e.kind === 'shipped').text).toBe('新竹物流 HC-2468');
    const audit = await asAdmin(t, s.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'editLogistics', targetId: String(parcel.id) },
    });
    expect(audit.data.list[0]).toMatchObject({
      adminId: s.operator.id,
      before: { logistics_company: '黑貓宅急便', logistics_number: 'TC-TYPO' },
      after: { logistics_company: '新竹物流', logistics_number: 'HC-2468' },
    });
    // Received: the record stays as it was.
    await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: buyer.token, 'idempotency-key': randomUUID() },
      payload: { action: 'confirm', id: parcel.id },
    });
    expect((await edit(s.operator, { company: '黑貓宅急便', number: 'TC-AGAIN' })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect((await detail(s.operator, parcel.id)).data.logistics.number).toBe('HC-2468');
  });

  it('the desk redeems a code once: a repeat is refused, changes nothing, and the lookup says when it was redeemed', async () => {
    const code = orders.writeoffA.writeOffCode!;
    expect(code).toMatch(/^\d{10}$/);
    // The operators never see the member's code: it proves the member is at the counter.
    expect((await detail(s.clerkA, orders.writeoffA.id)).data.writeOffCode).toBeNull();
    const pending = await asAdmin(t, s.clerkA, { method: 'GET', url: '/admin/orders/write-off', query: { code } });
    expect(pending.data).toMatchObject({
      id: orders.writeoffA.id,
      status: OrderStatus.pendingWriteOff,
      doneAt: null,
      goods: { name: '咖啡券' },
      quantity: 3,
      member: { memberNo: buyer.memberNo },
    });

    // Another store's clerk may neither redeem nor look it up.
    expect((await asAdmin(t, s.clerkB, { method: 'POST', url: '/admin/orders/redeem', payload: { code } })).code).toBe(
      Code.STORE_FORBIDDEN,
    );
    expect((await asAdmin(t, s.clerkB, { method: 'GET', url: '/admin/orders/write-off', query: { code } })).code).toBe(
      Code.STORE_FORBIDDEN,
    );

    const first = await asAdmin(t, s.clerkA, { method: 'POST', url: '/admin/orders/redeem', payload: { code } });
    expect(first.data).toMatchObject({ id: orders.writeoffA.id, status: OrderStatus.done, quantity: 3 });
    const row = () => t.app.db.kysely.selectFrom('orders').selectAll().where('id', '=', orders.writeoffA.id).executeTakeFirstOrThrow();
    const afterFirst = await row();
    t.clock.advance(60_000);
    const again = await asAdmin(t, s.clerkA, { method: 'POST', url: '/admin/orders/redeem', payload: { code } });
    expect(again.code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect(await row()).toEqual(afterFirst);
    const redeemed = await asAdmin(t, s.clerkA, { method: 'GET', url: '/admin/orders/write-off', query: { code } });
    expect(redeemed.data).toMatchObject({ status: OrderStatus.done, doneAt: new Date(afterFirst.done_at!).toISOString() });
    expect((await asAdmin(t, s.clerkA, { method: 'GET', url: '/admin/orders/write-off', query: { code: '0000000000' } })).code).toBe(
      Code.WRITE_OFF_CODE_WRONG,
    );
    // One audit row: the refused repeat is not an action.
    const audit = await asAdmin(t, s.admin, { method: 'GET', url: '/admin/audit', query: { action: 'redeemOrder' } });
    expect(audit.data.list.filter((e: { targetId: string }) => e.targetId === String(orders.writeoffA.id))).toHaveLength(1);
    // The member's order is done.
    const mine = await call(t.app, {
      method: 'GET',
      url: '/planHistory/getPlanHistory',
      query: { id: String(orders.writeoffA.id) },
      headers: { satoken: buyer.token },
    });
    expect(mine.data.status).toBe(OrderStatus.done);
  });

  it('a clerk hands over their store’s pickup order; the waiting-pickup list empties', async () => {
    expect(ids(await list(s.clerkA, { status: OrderStatus.waitingPickup }))).toEqual([orders.pickupA.id]);
    expect((await asAdmin(t, s.clerkB, { method: 'POST', url: `/admin/orders/${orders.pickupA.id}/handover` })).code).toBe(
      Code.STORE_FORBIDDEN,
    );
    expect((await asAdmin(t, s.clerkA, { method: 'POST', url: `/admin/orders/${orders.pickupA.id}/handover` })).data.status).toBe(
      OrderStatus.done,
    );
    expect(ids(await list(s.clerkA, { status: OrderStatus.waitingPickup }))).toEqual([]);
    const timeline = (await detail(s.clerkA, orders.pickupA.id)).data.timeline.map((e: { kind: string }) => e.kind);
    expect(timeline).toEqual(['done', 'delivered', 'paid', 'created']);
  });

  it('a refund gives the UU and FB back through the ledger, shows in the list with its state, and keeps its reason', async () => {
    const before = (await wallet(t, other)).balances;
    const refunded = await asAdmin(t, s.finance, {
      method: 'POST',
      url: `/admin/orders/${orders.laterExpress.id}/refund`,
      payload: { reason: '缺貨，無法出貨' },
    });
    expect(refunded.data.status).toBe(OrderStatus.refunded);
    expect(
      (await asAdmin(t, s.finance, { method: 'POST', url: `/admin/orders/${orders.laterExpress.id}/refund`, payload: { reason: 'again' } }))
        .code,
    ).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    const after = (await wallet(t, other)).balances;
    expect(Number(after.UU) - Number(before.UU)).toBeCloseTo(100, 2);

    const listed = await list(s.finance, { status: OrderStatus.refunded });
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: orders.laterExpress.id, status: OrderStatus.refunded, paidUU: '100.00' }),
    ]);
    expect(listed.data.counts[OrderStatus.refunded]).toBe(1);
    const full = await detail(s.finance, orders.laterExpress.id);
    expect(full.data).toMatchObject({ status: OrderStatus.refunded, refundReason: '缺貨，無法出貨' });
    expect(full.data.timeline[0].kind).toBe('refunded');
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('a refund puts the stock and sold count back unless the goods are lost, keeps its reason on the refund (not in the member’s note), and refuses shipped or done orders', async () => {
    const addressId = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: buyer.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id;
    const stock = async () =>
      t.app.db.kysely.selectFrom('goods').select(['stock', 'sold']).where('id', '=', goods.express).executeTakeFirstOrThrow();
    const withNote = await order(buyer, { goodsId: goods.express, quantity: 3, addressId, remark: '請下午送' });
    const lost = await order(buyer, { goodsId: goods.express, quantity: 2, addressId });
    const before = await stock();

    // No reason, no refund.
    expect(
      (await asAdmin(t, s.finance, { method: 'POST', url: `/admin/orders/${withNote.id}/refund`, payload: { reason: ' ' } })).code,
    ).toBe(Code.VALIDATION);
    const refunded = await asAdmin(t, s.finance, {
      method: 'POST',
      url: `/admin/orders/${withNote.id}/refund`,
      payload: { reason: '缺貨，無法出貨' },
    });
    expect(refunded.data).toMatchObject({ status: OrderStatus.refunded, remark: '請下午送' });
    expect(await stock()).toEqual({ stock: before.stock + 3, sold: before.sold - 3 });
    const full = await detail(s.finance, withNote.id);
    expect(full.data).toMatchObject({
      remark: '請下午送',
      refundReason: '缺貨，無法出貨',
      refund: { reason: '缺貨，無法出貨', goodsLost: false },
    });
    expect(Number(full.data.refund.uu) + Number(full.data.refund.fb)).toBe(300);
    // The member reads their own note only.
    const mine = await call(t.app, {
      method: 'GET',
      url: '/planHistory/getPlanHistory',
      headers: { satoken: buyer.token },
      query: { id: String(withNote.id) },
    });
    expect(mine.data.remark).toBe('請下午送');
    expect(JSON.stringify(mine.data)).not.toContain('缺貨');

    // Goods lost in transit: the money goes back, the stock does not.
    expect(
      (
        await asAdmin(t, s.finance, {
          method: 'POST',
          url: `/admin/orders/${lost.id}/refund`,
          payload: { reason: '包裹遺失', goodsLost: true },
        })
      ).data.status,
    ).toBe(OrderStatus.refunded);
    expect(await stock()).toEqual({ stock: before.stock + 3, sold: before.sold - 3 });
    expect((await detail(s.finance, lost.id)).data.refund).toMatchObject({ reason: '包裹遺失', goodsLost: true });

    // Shipped, or done: after-sales, not this button.
    const shipped = await order(buyer, { goodsId: goods.express, quantity: 1, addressId });
    await asAdmin(t, s.operator, {
      method: 'POST',
      url: `/admin/orders/${shipped.id}/ship`,
      payload: { company: '黑貓宅急便', number: 'TC1' },
    });
    const afterShip = await stock();
    const refused = await asAdmin(t, s.finance, {
      method: 'POST',
      url: `/admin/orders/${shipped.id}/refund`,
      payload: { reason: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.code).toBe(Code.ORDER_REFUND_AFTER_SALES);
    expect(refused.msg).toMatch(/after-sales/i);
    const handedOver = await order(buyer, { goodsId: goods.pickup, quantity: 1, storeId: stores.a });
    await asAdmin(t, s.operator, { method: 'POST', url: `/admin/orders/${handedOver.id}/handover` });
    expect(
      (await asAdmin(t, s.finance, { method: 'POST', url: `/admin/orders/${handedOver.id}/refund`, payload: { reason: 'x' } })).code,
    ).toBe(Code.ORDER_REFUND_AFTER_SALES);
    expect((await detail(s.finance, shipped.id)).data).toMatchObject({ status: OrderStatus.waitingReceipt, refund: null });
    expect(await stock()).toEqual(afterShip);
    expect(await ledgerClean(t)).toEqual([]);
  });
});
