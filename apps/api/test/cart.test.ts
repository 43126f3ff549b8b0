import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { call, dialects, digest } from './helpers';
import { insertTeamPaths } from '../src/modules/team/team.repository';
import { useTestApp } from './suite';
import { operator, PAY, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;

/** Issue 22 part B: goods with specs, stock under concurrency, purchase limits, the cart and its split checkout. */
describe.each(dialects)('specs and the cart on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let category = 0;
  let store = 0;
  beforeAll(async () => {
    category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '服飾' } } })).data.id;
    store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
      })
    ).data.id;
  });

  const saveGoods = (payload: Record<string, unknown>) =>
    operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: category,
        description: { 'zh-Hant': '' },
        price: '100',
        fbPercent: 20,
        deliveryType: 'express',
        stock: 0,
        ...payload,
      },
    });
  /** Colour × size, each combination with its own price and stock. */
  const shirt = async (stock: (colour: string, size: string) => number, extra: Record<string, unknown> = {}) => {
    const specs = [
      { name: '顏色', values: ['紅', '藍'] },
      { name: '尺寸', values: ['M', 'L'] },
    ];
    const skus = ['紅', '藍'].flatMap((c) =>
      ['M', 'L'].map((s) => ({ values: [c, s], price: s === 'L' ? '120' : '100', stock: stock(c, s) })),
    );
    const saved = await saveGoods({ name: { 'zh-Hant': 'T 恤', en: 'T-shirt' }, specs, skus, ...extra });
    expect(saved.code).toBe(200);
    return saved.data as { id: number; price: string; stock: number; skus: { id: number; values: string[]; stock: number }[] };
  };
  const skuOf = (g: { skus: { id: number; values: string[] }[] }, ...values: string[]) =>
    g.skus.find((k) => k.values.join() === values.join())!.id;

  /**
   * `n` members ready to pay, quickly: the first registered through the app, the others its copies
   * (same password hashes, activated) with sessions of their own and 200 UU each through the ledger.
   */
  async function crowd(n: number): Promise<Member[]> {
    const first = await t.readyMember({ uu: UU(200) });
    const db = t.app.db.kysely;
    const template = await db.selectFrom('users').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    const members: Member[] = [first];
    for (let i = 1; i < n; i++) {
      const now = Date.now();
      const tag = randomUUID().slice(0, 8);
      const id = await t.app.db.transaction(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            member_no: `8${String(i).padStart(4, '0')}${tag.slice(0, 3)}`,
            nickname: `crowd${i}`,
            email: `crowd${i}-${tag}@example.com`,
            phone: null,
            password_hash: template.password_hash,
            pay_password_hash: template.pay_password_hash,
            status: template.status,
            invitation_code: `C${tag}`,
            referrer_id: null,
            owner_id: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertTeamPaths(trx, row.id, null);
        return row.id;
      });
      const { token } = await t.app.services.sessions.open(id, { clientType: null, ip: null });
      const m = { ...first, id, email: `crowd${i}-${tag}@example.com`, token };
      await t.fund(m, 'UU', UU(200), 'test');
      members.push(m);
    }
    return members;
  }

  async function address(m: Member) {
    return (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: m.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id as number;
  }
  const as = (m: Member, lang = 'zh-TW') => ({ satoken: m.token, 'accept-language': lang, 'idempotency-key': randomUUID() });
  const submit = (m: Member, payload: Record<string, unknown>, lang?: string) =>
    call(t.app, { method: 'POST', url: '/planHistory/submitOrder', headers: as(m, lang), payload });
  const act = (m: Member, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/planHistory/updatePlanHistory', headers: as(m), payload });
  const cart = (m: Member, url: string, payload?: Record<string, unknown>) =>
    call(t.app, payload ? { method: 'POST', url, headers: as(m), payload } : { method: 'GET', url, headers: as(m) });
  const stockOf = async (skuId: number) =>
    t.app.db.kysely.selectFrom('goods_skus').select(['stock', 'sold']).where('id', '=', skuId).executeTakeFirstOrThrow();
  const goodsStock = async (id: number) =>
    (await t.app.db.kysely.selectFrom('goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it('saves goods with specs: every combination with its price and stock; the goods show the lowest price and the sum', async () => {
    const g = await shirt(() => 5);
    expect(g).toMatchObject({ price: '100.00', stock: 20 });
    expect(g.skus.map((k) => k.values.join('/'))).toEqual(['紅/M', '紅/L', '藍/M', '藍/L']);
    const detail = await call(t.app, { method: 'GET', url: `/mall/goods/${g.id}` });
    expect(detail.data.specs).toEqual([
      { name: '顏色', values: ['紅', '藍'] },
      { name: '尺寸', values: ['M', 'L'] },
    ]);
    // A missing combination, or specs on a package, are refused with the field named.
    const missing = await saveGoods({
      name: { 'zh-Hant': '缺' },
      specs: [{ name: '顏色', values: ['紅', '藍'] }],
      skus: [{ values: ['紅'], price: '1', stock: 1 }],
    });
    expect(missing.code).toBe(Code.VALIDATION);
    // Goods with specs change stock per combination, not by the goods' difference.
    expect((await operator(t, { method: 'POST', url: `/admin/mall/goods/${g.id}/stock`, payload: { delta: 3 } })).code).toBe(
      Code.SKU_REQUIRED,
    );
  });

  it('refuses a spec of other goods, no spec, more than the stock or the limit, in the member’s language; nothing is taken', async () => {
    const a = await shirt(() => 3, { purchaseLimit: 4 });
    const b = await shirt(() => 3);
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    const other = await submit(m, { goodsId: a.id, skuId: skuOf(b, '紅', 'M'), quantity: 1, addressId });
    expect(other).toMatchObject({ code: Code.SKU_NOT_FOUND, msg: '此規格不屬於該商品，請重新選擇' });
    expect((await submit(m, { goodsId: a.id, quantity: 1, addressId }, 'en')).msg).toBe('Pick a spec first.');
    expect((await submit(m, { goodsId: a.id, skuId: skuOf(a, '紅', 'M'), quantity: 4, addressId })).code).toBe(Code.OUT_OF_STOCK);
    expect((await submit(m, { goodsId: a.id, skuId: skuOf(a, '紅', 'M'), quantity: 3, addressId })).code).toBe(200);
    const over = await submit(m, { goodsId: a.id, skuId: skuOf(a, '藍', 'L'), quantity: 2, addressId }, 'en');
    expect(over).toMatchObject({ code: Code.PURCHASE_LIMIT, msg: 'Each member may buy 4 of these goods; you may buy 1 more.' });
    expect(await stockOf(skuOf(a, '藍', 'L'))).toEqual({ stock: 3, sold: 0 });
    expect(await goodsStock(a.id)).toBe(9);
  });

  it('200 members buying the last 50 units at once: exactly 50 orders, stock 0, ledger clean', async () => {
    const g = await shirt((c, s) => (c === '紅' && s === 'M' ? 50 : 0));
    const skuId = skuOf(g, '紅', 'M');
    const members = await crowd(200);
    const addresses: number[] = [];
    for (const m of members) addresses.push(await address(m));
    // A member told SERVICE_BUSY (the pool or a timeout under this load: nothing was done) tries again, as the app does.
    const buy = async (m: Member, addressId: number | undefined) => {
      for (;;) {
        const answer = await submit(m, { goodsId: g.id, skuId, quantity: 1, addressId });
        if (answer.code !== Code.SERVICE_BUSY) return answer;
      }
    };
    const placed = await Promise.all(members.map((m, i) => buy(m, addresses[i])));
    const tally = (codes: number[]) => codes.reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});
    expect(tally(placed.map((p) => p.code))).toEqual({ 200: 50, [Code.OUT_OF_STOCK]: 150 });
    // The 50 winners pay (ten at a time: each checks a payment password), through the ledger.
    const winners = members.flatMap((m, i) => (placed[i]?.code === 200 ? [{ m, id: placed[i].data.id as number }] : []));
    const paidCodes: number[] = [];
    for (let i = 0; i < winners.length; i += 10) {
      const batch = winners.slice(i, i + 10).map(({ m, id }) => act(m, { action: 'pay', id, payPassword: digest(PAY) }));
      paidCodes.push(...(await Promise.all(batch)).map((a) => a.code));
    }
    expect(tally(paidCodes)).toEqual({ 200: 50 });
    expect(await stockOf(skuId)).toEqual({ stock: 0, sold: 50 });
    expect(await goodsStock(g.id)).toBe(0);
    const paid = await t.app.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('goods_id', '=', g.id)
      .where('status', '=', OrderStatus.waitingDelivery)
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(50);
  }, 240_000);

  it('the cart: add specs and goods, change, select; a checkout of two fulfilment types says so and makes two orders', async () => {
    const g = await shirt(() => 10);
    const pickup = (await saveGoods({ name: { 'zh-Hant': '咖啡券' }, deliveryType: 'pickup', stock: 10, storeIds: [store], price: '30' }))
      .data;
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    expect((await cart(m, '/cart/add', { goodsId: g.id, skuId: skuOf(g, '藍', 'L'), quantity: 1 })).code).toBe(200);
    await cart(m, '/cart/add', { goodsId: g.id, skuId: skuOf(g, '藍', 'L'), quantity: 1 });
    let view = await cart(m, '/cart/add', { goodsId: pickup.id, quantity: 1 });
    expect(view.data).toMatchObject({ count: 3, selectedTotal: '270.00' });
    const shirtLine = view.data.lines.find((l: { goodsId: number }) => l.goodsId === g.id);
    expect(shirtLine).toMatchObject({ spec: '藍 / L', quantity: 2, price: '120.00', available: true });
    expect((await cart(m, '/cart/add', { goodsId: pickup.id, skuId: skuOf(g, '紅', 'M') })).code).toBe(Code.SKU_NOT_FOUND);
    expect((await cart(m, '/cart/update', { id: shirtLine.id, quantity: 11 })).code).toBe(Code.OUT_OF_STOCK);
    view = await cart(m, '/cart/update', { id: shirtLine.id, selected: false });
    expect(view.data.selectedTotal).toBe('30.00');
    await cart(m, '/cart/select', { selected: true });

    const preview = await cart(m, '/cart/preview');
    expect(preview.data).toMatchObject({ split: true, total: '270.00' });
    expect(preview.data.groups.map((x: { deliveryType: string; subtotal: string }) => [x.deliveryType, x.subtotal])).toEqual([
      ['express', '240.00'],
      ['pickup', '30.00'],
    ]);
    // The pickup order needs a store: nothing is placed, nothing taken.
    expect((await cart(m, '/cart/checkout', { addressId })).code).toBe(Code.DELIVERY_DETAILS_REQUIRED);
    expect(await stockOf(skuOf(g, '藍', 'L'))).toEqual({ stock: 10, sold: 0 });

    const done = await cart(m, '/cart/checkout', { addressId, storeId: store });
    expect(done.code).toBe(200);
    const [express, picked] = done.data.orders;
    expect(express).toMatchObject({
      deliveryType: 'express',
      total: '240.00',
      spec: '藍 / L',
      quantity: 2,
      status: OrderStatus.pendingPayment,
    });
    expect(express.lines).toEqual([expect.objectContaining({ goodsId: g.id, spec: '藍 / L', price: '120.00', quantity: 2 })]);
    expect(picked).toMatchObject({ deliveryType: 'pickup', total: '30.00', store: { id: store } });
    expect((await cart(m, '/cart')).data).toMatchObject({ lines: [], count: 0 });
    expect(await stockOf(skuOf(g, '藍', 'L'))).toEqual({ stock: 8, sold: 2 });
    expect((await cart(m, '/cart/checkout', { addressId })).code).toBe(Code.CART_NOTHING_SELECTED);

    // Cancelling gives the spec's stock back; a refund of the paid one gives the goods' stock back.
    expect((await act(m, { action: 'cancel', id: express.id })).data.status).toBe(OrderStatus.canceled);
    expect(await stockOf(skuOf(g, '藍', 'L'))).toEqual({ stock: 10, sold: 0 });
    expect((await act(m, { action: 'pay', id: picked.id, payPassword: digest(PAY) })).code).toBe(200);
    expect(await goodsStock(pickup.id)).toBe(9);
    const refunded = await operator(t, { method: 'POST', url: `/admin/orders/${picked.id}/refund`, payload: { reason: '缺貨' } });
    expect(refunded.data.status).toBe(OrderStatus.refunded);
    expect(await goodsStock(pickup.id)).toBe(10);
  });

  it('one multi-line order of several goods of one type; a refund puts every line back; packages stay out of the cart', async () => {
    const g = await shirt(() => 10);
    const socks = (await saveGoods({ name: { 'zh-Hant': '襪子', en: 'Socks' }, stock: 10, price: '10', fbPercent: 0 })).data;
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = await address(m);
    await cart(m, '/cart/add', { goodsId: g.id, skuId: skuOf(g, '紅', 'M'), quantity: 1 });
    await cart(m, '/cart/add', { goodsId: socks.id, quantity: 3 });
    expect((await cart(m, '/cart/preview')).data).toMatchObject({ split: false, groups: [{ subtotal: '130.00', fbMax: '20.00' }] });
    const placed = await call(t.app, {
      method: 'POST',
      url: '/cart/checkout',
      headers: { ...as(m), 'accept-language': 'en' },
      payload: { addressId },
    });
    expect(placed.data.orders).toHaveLength(1);
    const order = placed.data.orders[0];
    expect(order).toMatchObject({ quantity: 4, subtotal: '130.00', total: '130.00', goods: { name: 'Socks, T-shirt' } });
    expect(order.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      ['Socks', 3],
      ['T-shirt', 1],
    ]);
    expect((await act(m, { action: 'pay', id: order.id, payPassword: digest(PAY) })).code).toBe(200);
    expect(await goodsStock(socks.id)).toBe(7);
    await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/refund`, payload: { reason: '缺貨' } });
    expect(await goodsStock(socks.id)).toBe(10);
    expect(await stockOf(skuOf(g, '紅', 'M'))).toEqual({ stock: 10, sold: 0 });
    const pkg = await saveGoods({
      name: { 'zh-Hant': '流量包' },
      deliveryType: 'virtual',
      stock: 10,
      plan: { type: 'flow', dataMb: 1024, days: 30 },
    });
    expect(pkg.code).toBe(200);
    expect((await cart(m, '/cart/add', { goodsId: pkg.data.id })).code).toBe(Code.CART_GOODS_NOT_ALLOWED);
  });
});
