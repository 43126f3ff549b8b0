import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const MINUTE = 60_000;

describe.each(dialects)('orders on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  const goods: Record<'express' | 'pickup' | 'writeoff' | 'installation' | 'scarce', number> = {
    express: 0,
    pickup: 0,
    writeoff: 0,
    installation: 0,
    scarce: 0,
  };
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
    await t.app.db.kysely.updateTable('stores').set({ writeoff_code: 'STORE-7788' }).where('id', '=', store).execute();
    const make = async (deliveryType: string, stock: number, extra: Record<string, unknown> = {}) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId: category,
            name: { 'zh-Hant': `${deliveryType} 商品` },
            description: { 'zh-Hant': '' },
            price: '100',
            fbPercent: 20,
            deliveryType,
            stock,
            ...extra,
          },
        })
      ).data.id;
    goods.express = await make('express', 1000);
    goods.pickup = await make('pickup', 1000, { storeIds: [store] });
    goods.writeoff = await make('writeoff', 1000, { storeIds: [store] });
    goods.installation = await make('installation', 1000);
    goods.scarce = await make('express', 5);
  });

  async function address(m: Member) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    return res.data.id as number;
  }
  const submit = (m: Member, payload: Record<string, unknown>, key: string = randomUUID()) =>
    call(t.app, { method: 'POST', url: '/planHistory/submitOrder', headers: { satoken: m.token, 'idempotency-key': key }, payload });
  const act = (m: Member, payload: Record<string, unknown>, key: string = randomUUID()) =>
    call(t.app, { method: 'POST', url: '/planHistory/updatePlanHistory', headers: { satoken: m.token, 'idempotency-key': key }, payload });
  const pay = (m: Member, id: number, key?: string) => act(m, { action: 'pay', id, payPassword: digest(PAY) }, key);

  it('an express order: submitted (stock taken), paid with UU and FB, shipped, confirmed, deleted', async () => {
    const m = await t.readyMember({ uu: UU(1000), active: false });
    await t.fund(m, 'FB', UU(30), 'test');
    const addressId = await address(m);
    const order = await submit(m, { goodsId: goods.express, quantity: 2, addressId, remark: '請下午送' });
    expect(order.data).toMatchObject({
      status: OrderStatus.pendingPayment,
      total: '200.00',
      quantity: 2,
      address: { consignee: '陳小明', region: '臺灣 臺北市 中正區' },
      remark: '請下午送',
    });
    expect(order.data.payBy).toBe(new Date(t.clock.now() + 30 * MINUTE).toISOString());

    const paid = await pay(m, order.data.id);
    // FB pays up to 20% (40.00) but the member holds 30.00.
    expect(paid.data).toMatchObject({ status: OrderStatus.waitingDelivery, paidUU: '170.00', paidFB: '30.00' });
    expect((await wallet(t, m)).balances).toMatchObject({ UU: '830.00', FB: '0.00' });
    // Paying activated the account (product.md).
    expect((await wallet(t, m)).isActive).toBe(true);

    expect((await act(m, { action: 'confirm', id: order.data.id })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    const shipped = await operator(t, {
      method: 'POST',
      url: `/admin/orders/${order.data.id}/ship`,
      payload: { company: '黑貓宅急便', number: 'TC123456789' },
    });
    expect(shipped.data).toMatchObject({ status: OrderStatus.waitingReceipt, logistics: { company: '黑貓宅急便', number: 'TC123456789' } });
    expect((await act(m, { action: 'delete', id: order.data.id })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect((await act(m, { action: 'confirm', id: order.data.id })).data).toMatchObject({ status: OrderStatus.done });
    expect((await act(m, { action: 'delete', id: order.data.id })).code).toBe(200);
    const list = await call(t.app, { method: 'POST', url: '/planHistory/listPlanHistoryVO', headers: { satoken: m.token }, payload: {} });
    expect(list.data.total).toBe(0);
  });

  it('refuses what the state does not allow, one action at a time', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    const order = (await submit(m, { goodsId: goods.express, quantity: 1, addressId })).data;
    expect(
      (await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/ship`, payload: { company: 'x', number: '1' } })).code,
    ).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/refund`, payload: { reason: 'x' } })).code).toBe(
      Code.ORDER_ACTION_NOT_ALLOWED,
    );
    expect((await act(m, { action: 'cancel', id: order.id })).data).toMatchObject({ status: OrderStatus.canceled });
    expect((await pay(m, order.id)).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect((await act(m, { action: 'cancel', id: order.id })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect((await wallet(t, m)).balances.UU).toBe('1000.00');
  });

  it('the last 5 items go to exactly 5 of 50 concurrent orders; cancelling gives stock back', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(m, { goodsId: goods.scarce, quantity: 1, addressId })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code === Code.OUT_OF_STOCK)).toHaveLength(45);
    const row = await t.app.db.kysely
      .selectFrom('goods')
      .select(['stock', 'sold'])
      .where('id', '=', goods.scarce)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stock: 0, sold: 5 });
    await act(m, { action: 'cancel', id: answers.find((a) => a.code === 200)!.data.id });
    expect((await t.app.db.kysely.selectFrom('goods').select('stock').where('id', '=', goods.scarce).executeTakeFirstOrThrow()).stock).toBe(
      1,
    );
  });

  it('paying twice with one idempotency key pays once and answers the same', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const order = (await submit(m, { goodsId: goods.pickup, quantity: 1, storeId: store })).data;
    const key = randomUUID();
    const [a, b] = await Promise.all([pay(m, order.id, key), pay(m, order.id, key)]);
    expect(a).toEqual(b);
    expect(a.data).toMatchObject({ status: OrderStatus.waitingPickup, paidUU: '100.00' });
    expect((await wallet(t, m)).balances.UU).toBe('900.00');
    expect((await pay(m, order.id)).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/handover` })).data.status).toBe(OrderStatus.done);
  });

  it('insufficient UU to pay leaves the order unpaid and the balance as it was', async () => {
    const m = await t.readyMember({ uu: UU(50) });
    const order = (await submit(m, { goodsId: goods.pickup, quantity: 1, storeId: store })).data;
    expect((await pay(m, order.id)).code).toBe(Code.INSUFFICIENT_UU_TO_PAY);
    const again = await call(t.app, {
      method: 'POST',
      url: '/planHistory/listPlanHistoryVO',
      headers: { satoken: m.token },
      payload: { tab: 'all' },
    });
    expect(again.data.list[0]).toMatchObject({ id: order.id, status: OrderStatus.pendingPayment });
    expect((await wallet(t, m)).balances.UU).toBe('50.00');
  });

  it('write-off: the store redeems the member’s code once, or the member types the store’s current code', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const first = (await submit(m, { goodsId: goods.writeoff, quantity: 1, storeId: store })).data;
    const paid = (await pay(m, first.id)).data;
    expect(paid.status).toBe(OrderStatus.pendingWriteOff);
    expect(paid.writeOffCode).toMatch(/^\d{10}$/);
    expect((await operator(t, { method: 'POST', url: '/admin/orders/redeem', payload: { code: paid.writeOffCode } })).data.status).toBe(
      OrderStatus.done,
    );
    expect((await operator(t, { method: 'POST', url: '/admin/orders/redeem', payload: { code: paid.writeOffCode } })).code).toBe(
      Code.ORDER_ACTION_NOT_ALLOWED,
    );

    const second = (await submit(m, { goodsId: goods.writeoff, quantity: 1, storeId: store })).data;
    await pay(m, second.id);
    expect((await act(m, { action: 'writeoff', id: second.id, code: 'WRONG-1' })).code).toBe(Code.WRITE_OFF_CODE_WRONG);
    // The store's code rotates (docs/decisions.md): the one its desk shows now, not the operator's fixed switch.
    expect((await act(m, { action: 'writeoff', id: second.id, code: 'STORE-7788' })).code).toBe(Code.WRITE_OFF_CODE_WRONG);
    const desk = await operator(t, { method: 'GET', url: '/admin/store-code', query: { storeId: String(store) } });
    expect((await act(m, { action: 'writeoff', id: second.id, code: desk.data.code })).data.status).toBe(OrderStatus.done);
    const tab = await call(t.app, {
      method: 'POST',
      url: '/planHistory/listPlanHistoryVO',
      headers: { satoken: m.token },
      payload: { tab: 'done' },
    });
    expect(tab.data.total).toBe(2);
  });

  it('installation orders need a later date and an own picture; the installation list shows them', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    expect((await submit(m, { goodsId: goods.installation, quantity: 1, addressId })).code).toBe(Code.DELIVERY_DETAILS_REQUIRED);
    expect(
      (
        await submit(m, {
          goodsId: goods.installation,
          quantity: 1,
          addressId,
          installationTime: '2026-11-22',
          installationPicture: '/files/x.png',
        })
      ).code,
    ).toBe(Code.INSTALLATION_DATE_NOT_LATER);
    expect(
      (
        await submit(m, {
          goodsId: goods.installation,
          quantity: 1,
          addressId,
          installationTime: '2026-12-01',
          installationPicture: `/files/${'c'.repeat(32)}.png`,
        })
      ).code,
    ).toBe(Code.INSTALLATION_PICTURE_NOT_FOUND);
    const impossible = await submit(m, {
      goodsId: goods.installation,
      quantity: 1,
      addressId,
      installationTime: '2031-02-31',
      installationPicture: '/files/x.png',
    });
    expect(impossible.code).toBe(Code.VALIDATION);
    expect(impossible.data.issues.map((i: { path: string }) => i.path)).toEqual(['installationTime']);
    const boundary = '----p';
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const picture = (
      await call(t.app, {
        method: 'POST',
        url: '/file/file/upload',
        payload: body,
        headers: { satoken: m.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
    ).data.url;
    const order = (
      await submit(m, { goodsId: goods.installation, quantity: 1, addressId, installationTime: '2026-12-01', installationPicture: picture })
    ).data;
    await pay(m, order.id);
    const list = await call(t.app, {
      method: 'POST',
      url: '/planHistory/listPlanHistoryVO',
      headers: { satoken: m.token },
      payload: { list: 'installation', tab: 'installation' },
    });
    expect(list.data.list.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const mallList = await call(t.app, {
      method: 'POST',
      url: '/planHistory/listPlanHistoryVO',
      headers: { satoken: m.token },
      payload: {},
    });
    expect(mallList.data.total).toBe(0);
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/installed` })).data.status).toBe(OrderStatus.done);
  });

  it('unpaid orders cancel themselves after 30 minutes, shipped ones confirm themselves after 10 days', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    const unpaid = (await submit(m, { goodsId: goods.express, quantity: 1, addressId })).data;
    const shipped = (await submit(m, { goodsId: goods.express, quantity: 1, addressId })).data;
    await pay(m, shipped.id);
    await operator(t, { method: 'POST', url: `/admin/orders/${shipped.id}/ship`, payload: { company: 'x', number: '1' } });
    t.clock.advance(29 * MINUTE);
    await t.app.services.orders.sweep();
    const state = async (id: number) =>
      (await t.app.db.kysely.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await state(unpaid.id)).toBe(OrderStatus.pendingPayment);
    t.clock.advance(2 * MINUTE);
    await t.app.services.orders.sweep();
    expect(await state(unpaid.id)).toBe(OrderStatus.canceled);
    expect(await state(shipped.id)).toBe(OrderStatus.waitingReceipt);
    t.clock.advance(10 * 24 * 60 * MINUTE);
    await t.app.services.orders.sweep();
    expect(await state(shipped.id)).toBe(OrderStatus.done);
  });

  it('a refund brings the UU and FB back through the ledger', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    await t.fund(m, 'FB', UU(100), 'test');
    const order = (await submit(m, { goodsId: goods.pickup, quantity: 1, storeId: store })).data;
    await pay(m, order.id);
    expect((await wallet(t, m)).balances).toMatchObject({ UU: '920.00', FB: '80.00' });
    const refunded = await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/refund`, payload: { reason: '缺貨' } });
    expect(refunded.data).toMatchObject({ status: OrderStatus.refunded });
    expect((await wallet(t, m)).balances).toMatchObject({ UU: '1000.00', FB: '100.00' });
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/refund`, payload: { reason: 'again' } })).code).toBe(
      Code.ORDER_ACTION_NOT_ALLOWED,
    );
  });

  it('another member’s order, address or store choice is refused', async () => {
    const a = await t.readyMember({ uu: UU(1000) });
    const b = await t.readyMember({ uu: UU(1000) });
    const addressOfB = await address(b);
    expect((await submit(a, { goodsId: goods.express, quantity: 1, addressId: addressOfB })).code).toBe(Code.ADDRESS_NOT_FOUND);
    const order = (await submit(b, { goodsId: goods.express, quantity: 1, addressId: addressOfB })).data;
    expect((await act(a, { action: 'cancel', id: order.id })).code).toBe(Code.ORDER_NOT_FOUND);
    expect((await pay(a, order.id)).code).toBe(Code.ORDER_NOT_FOUND);
    expect((await submit(a, { goodsId: goods.pickup, quantity: 1, storeId: 999999 })).code).toBe(Code.STORE_NOT_FOUND);
    expect((await submit(a, { goodsId: goods.express, quantity: 0, addressId: addressOfB })).code).toBe(Code.VALIDATION);
  });
});
