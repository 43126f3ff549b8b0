import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@uu/contract/orders';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, WALLET_ENV, type Member } from './wallet-helpers';

const DAY = 24 * 3600_000;

// Issue 17 "Dashboard": sales (UU) today against yesterday and by day, the goods sold most, and each figure a link
// to the list behind it: the orders list answers the same orders for the same filters (paid within a day, a goods).
describe.each(dialects)('the dashboard’s sales on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });

  async function goods(name: string, price: string) {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '類別' } } })).data.id;
    return (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': name, en: `${name} (en)` },
          description: { 'zh-Hant': '' },
          price,
          fbPercent: 0,
          deliveryType: 'express',
          stock: 100,
        },
      })
    ).data.id as number;
  }

  async function paidOrder(m: Member, goodsId: number, quantity: number) {
    const address = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    const order = await call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { goodsId, quantity, addressId: address.data.id },
    });
    const paid = await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { action: 'pay', id: order.data.id, payPassword: digest(PAY) },
    });
    expect(paid.code, paid.msg).toBe(200);
    return order.data.id as number;
  }

  it('sums UU paid per platform day (a refunded order no longer counts), ranks goods, and links to the same orders', async () => {
    const m = await t.readyMember({ uu: 100_000_00 });
    const cup = await goods('保溫杯', '100');
    const pen = await goods('原子筆', '10');
    const bag = await goods('托特包', '300');
    // Yesterday: two cups (one order). Today: five pens in two orders, one bag, one cup refunded.
    await paidOrder(m, cup, 2);
    t.clock.advance(DAY);
    await paidOrder(m, pen, 2);
    await paidOrder(m, pen, 3);
    await paidOrder(m, bag, 1);
    const refunded = await paidOrder(m, cup, 1);
    const refund = await operator(t, { method: 'POST', url: `/admin/orders/${refunded}/refund`, payload: { reason: '客戶取消' } });
    expect(refund.data.status).toBe(OrderStatus.refunded);

    const finance = await t.operator('finance');
    const d = (
      await asAdmin(t, finance, { method: 'GET', url: '/admin/dashboard', query: { days: '7' }, headers: { 'accept-language': 'en' } })
    ).data;
    expect(d.sales.today).toMatchObject({ orders: 3, uu: '350.00' });
    expect(d.sales.yesterday).toMatchObject({ orders: 1, uu: '200.00' });
    expect(Date.parse(d.sales.today.to) - Date.parse(d.sales.today.from)).toBe(DAY);
    expect(d.sales.yesterday.to).toBe(d.sales.today.from);
    const last = d.series.slice(-2);
    expect(last.map((s: { paidOrders: number; salesUU: string }) => [s.paidOrders, s.salesUU])).toEqual([
      [1, '200.00'],
      [3, '350.00'],
    ]);
    expect(d.topGoods).toEqual([
      { goodsId: pen, name: '原子筆 (en)', quantity: 5, orders: 2, uu: '50.00' },
      { goodsId: cup, name: '保溫杯 (en)', quantity: 2, orders: 1, uu: '200.00' },
      { goodsId: bag, name: '托特包 (en)', quantity: 1, orders: 1, uu: '300.00' },
    ]);

    // The link behind "today": the orders paid within today's bounds (the refunded one in its own tab).
    const today = await asAdmin(t, finance, {
      method: 'GET',
      url: '/admin/orders',
      query: { paidFrom: d.sales.today.from, paidTo: d.sales.today.to },
    });
    expect(today.code, today.msg).toBe(200);
    expect(today.data.total).toBe(4);
    expect(today.data.counts[OrderStatus.refunded]).toBe(1);
    // The link behind a top goods: its orders within the period.
    const pens = await asAdmin(t, finance, {
      method: 'GET',
      url: '/admin/orders',
      query: { goodsId: String(pen), paidFrom: new Date(d.from).toISOString() },
    });
    expect(pens.data.total).toBe(2);
    expect(pens.data.list.every((o: { goods: { id: number } }) => o.goods.id === pen)).toBe(true);
  });
});
