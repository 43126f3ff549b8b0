import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;

/** Issue 22: the cart's checkout takes the chosen coupon as a single goods' checkout does (the largest order gets it). */
describe.each(dialects)('a coupon in the cart checkout on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let category = 0;
  let store = 0;
  let shirt = 0;
  let coffee = 0;
  beforeAll(async () => {
    category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '服飾' } } })).data.id;
    store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
      })
    ).data.id;
    const goods = async (payload: Record<string, unknown>) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: { categoryId: category, description: { 'zh-Hant': '' }, stock: 50, fbPercent: 0, ...payload },
        })
      ).data.id as number;
    shirt = await goods({ name: { 'zh-Hant': 'T 恤' }, price: '120', deliveryType: 'express' });
    coffee = await goods({ name: { 'zh-Hant': '咖啡券' }, price: '30', deliveryType: 'pickup', storeIds: [store] });
  });

  const headers = (m: Member, lang = 'zh-TW') => ({ satoken: m.token, 'accept-language': lang, 'idempotency-key': randomUUID() });
  const cart = (m: Member, url: string, payload: Record<string, unknown>, lang?: string) =>
    call(t.app, { method: 'POST', url, headers: headers(m, lang), payload });
  const copies = async (m: Member, status: string) =>
    (await call(t.app, { method: 'GET', url: `/coupon/listCoupon?status=${status}`, headers: { satoken: m.token } })).data.list as {
      id: number;
      orderId: number | null;
    }[];
  async function giveCoupon(m: Member, terms: Record<string, unknown>): Promise<number> {
    const coupon = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: { name: { 'zh-Hant': '滿百折二十' }, kind: 'mall', validDays: 30, ...terms },
    });
    expect(coupon.code).toBe(200);
    await operator(t, { method: 'POST', url: `/admin/coupons/${coupon.data.id}/issue`, payload: { to: 'member', userId: m.id } });
    return (await copies(m, 'available'))[0]!.id;
  }
  async function memberWithCart(): Promise<{ m: Member; addressId: number }> {
    const m = await t.readyMember({ uu: UU(1000) });
    const addressId = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: m.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id as number;
    await cart(m, '/cart/add', { goodsId: shirt, quantity: 1 });
    await cart(m, '/cart/add', { goodsId: coffee, quantity: 1 });
    return { m, addressId };
  }
  const stockOf = async (id: number) =>
    (await t.app.db.kysely.selectFrom('goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it('applies the coupon to the largest of the orders, charges the discounted total', async () => {
    const { m, addressId } = await memberWithCart();
    const couponId = await giveCoupon(m, { discountType: 'amount', amount: '20', minSpend: '100' });
    const placed = await cart(m, '/cart/checkout', { addressId, storeId: store, couponId });
    expect(placed.code).toBe(200);
    const [express, pickup] = placed.data.orders;
    expect(express).toMatchObject({ deliveryType: 'express', subtotal: '120.00', discount: '20.00', total: '100.00', couponId });
    expect(pickup).toMatchObject({ deliveryType: 'pickup', subtotal: '30.00', discount: '0.00', total: '30.00', couponId: null });
    expect(await copies(m, 'available')).toEqual([]);
    // Paid through the ledger: 100 UU for the discounted order.
    const uu = async () => (await wallet(t, m)).balances.UU as string;
    const before = await uu();
    const paid = await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: headers(m),
      payload: { action: 'pay', id: express.id, payPassword: digest(PAY) },
    });
    expect(paid.data).toMatchObject({ status: OrderStatus.waitingDelivery, paidUU: '100.00' });
    expect([before, await uu()]).toEqual(['1000.00', '900.00']);
    // Cancelling the other (unpaid) order leaves the coupon with the paid one.
    await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: headers(m),
      payload: { action: 'cancel', id: pickup.id },
    });
    expect(await copies(m, 'available')).toEqual([]);
  });

  it('gives the coupon back when the order holding it is cancelled', async () => {
    const { m, addressId } = await memberWithCart();
    const couponId = await giveCoupon(m, { discountType: 'percent', percent: 10, minSpend: '50' });
    const [express] = (await cart(m, '/cart/checkout', { addressId, storeId: store, couponId })).data.orders;
    expect(express).toMatchObject({ discount: '12.00', total: '108.00', couponId });
    await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: headers(m),
      payload: { action: 'cancel', id: express.id },
    });
    expect((await copies(m, 'available')).map((c) => c.id)).toEqual([couponId]);
  });

  it('refuses a coupon the largest order does not reach, or another member’s, in the member’s language; nothing is placed', async () => {
    const { m, addressId } = await memberWithCart();
    const tooHigh = await giveCoupon(m, { discountType: 'amount', amount: '20', minSpend: '200' });
    const shirtStock = await stockOf(shirt);
    const refused = await cart(m, '/cart/checkout', { addressId, storeId: store, couponId: tooHigh }, 'en');
    expect(refused.code).toBe(Code.COUPON_MIN_SPEND);
    expect(refused.msg).toMatch(/200/);
    const other = await t.readyMember({ uu: UU(10) });
    const theirs = await giveCoupon(other, { discountType: 'amount', amount: '5', minSpend: '10' });
    expect((await cart(m, '/cart/checkout', { addressId, storeId: store, couponId: theirs })).code).toBe(Code.COUPON_NOT_FOUND);
    // Nothing placed or taken: the lines are still in the cart, the stock and the coupon as they were.
    expect(await stockOf(shirt)).toBe(shirtStock);
    const view = await call(t.app, { method: 'GET', url: '/cart', headers: headers(m) });
    expect(view.data.count).toBe(2);
    expect((await copies(m, 'available')).map((c) => c.id)).toEqual([tooHigh]);
  });
});
