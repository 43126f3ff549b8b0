import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine, CheckoutPreview } from '@uu/contract/cart';
import type { Order } from '@uu/contract/orders';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();
const user = { ...testUser, isSetPayPassword: true };

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  goodsId: 12,
  skuId: 103,
  name: '機能 T 恤',
  cover: '/files/shirt.png',
  spec: '藍 / M',
  price: '120.00',
  fbPercent: 0,
  deliveryType: 'express',
  quantity: 1,
  stock: 5,
  selected: true,
  available: true,
  ...over,
});

const order = (id: number, over: Partial<Order> = {}): Order => ({
  id,
  orderNo: `O20261127000${id}`,
  status: 0,
  deliveryType: 'express',
  goods: { id: 12, name: '機能 T 恤', cover: null, price: '120.00' },
  spec: null,
  quantity: 1,
  writtenOff: 0,
  lines: [{ goodsId: 12, skuId: 103, name: '機能 T 恤', cover: null, spec: '藍 / M', price: '120.00', quantity: 1 }],
  subtotal: '120.00',
  discount: '0.00',
  couponId: null,
  total: '120.00',
  fbPercent: 0,
  paidUU: '0.00',
  paidFB: '0.00',
  address: null,
  store: null,
  installationTime: null,
  installationPicture: null,
  remark: null,
  logistics: null,
  writeOffCode: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  payBy: new Date(Date.now() + 30 * 60_000).toISOString(),
  paidAt: null,
  deliveredAt: null,
  doneAt: null,
  canceledAt: null,
  refundedAt: null,
  ...over,
});

let lines: CartLine[] = [];
let calls: { path: string; body: unknown }[] = [];
const paid = new Set<number>();
const placed = [
  order(41),
  order(42, {
    deliveryType: 'pickup',
    goods: { id: 21, name: '門市禮盒', cover: null, price: '80.00' },
    lines: [{ goodsId: 21, skuId: null, name: '門市禮盒', cover: null, spec: null, price: '80.00', quantity: 2 }],
    total: '160.00',
  }),
];

const cartOf = (): Cart => ({
  lines,
  count: lines.reduce((n, l) => n + l.quantity, 0),
  selectedTotal: lines
    .filter((l) => l.selected && l.available)
    .reduce((n, l) => n + Number(l.price) * l.quantity, 0)
    .toFixed(2),
});

const preview = (): CheckoutPreview => {
  const chosen = lines.filter((l) => l.selected && l.available);
  const types = [...new Set(chosen.map((l) => l.deliveryType))];
  const groups = types.map((deliveryType) => {
    const own = chosen.filter((l) => l.deliveryType === deliveryType);
    const subtotal = own.reduce((n, l) => n + Number(l.price) * l.quantity, 0).toFixed(2);
    return { deliveryType, lines: own, subtotal, fbMax: '0.00' };
  });
  return { groups, split: groups.length > 1, total: cartOf().selectedTotal };
};

beforeEach(() => {
  queryClient.clear();
  session.reset();
  calls = [];
  paid.clear();
  lines = [
    line({}),
    line({ id: 2, goodsId: 21, skuId: null, name: '門市禮盒', spec: null, price: '80.00', deliveryType: 'pickup', quantity: 2 }),
    line({ id: 3, goodsId: 30, skuId: null, name: '下架商品', spec: null, price: '10.00', available: false, selected: false, stock: 0 }),
  ];
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  session.set('info', user);
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname.startsWith('/cart') || pathname === '/planHistory/updatePlanHistory') calls.push({ path: pathname, body });
    if (pathname === '/cart') return envelope(cartOf());
    if (pathname === '/cart/preview') return envelope(preview());
    if (pathname === '/cart/update') {
      lines = lines.map((l) => (l.id === body.id ? { ...l, ...body } : l));
      return envelope(cartOf());
    }
    if (pathname === '/cart/select') {
      lines = lines.map((l) => ({ ...l, selected: l.available && body.selected }));
      return envelope(cartOf());
    }
    if (pathname === '/cart/remove') {
      lines = lines.filter((l) => !body.ids.includes(l.id));
      return envelope(cartOf());
    }
    if (pathname === '/cart/checkout') {
      lines = lines.filter((l) => !(l.selected && l.available));
      return envelope({ orders: placed });
    }
    if (pathname === '/address/list')
      return envelope({
        list: [
          {
            id: 5,
            consignee: '王小明',
            phone: '+886912345678',
            regionCode: 'TW-100',
            region: [{ code: 'TW-100', name: '臺北市' }],
            detail: '重慶南路一段122號',
            isDefault: true,
            installationTime: null,
            installationPicture: null,
            latitude: null,
            longitude: null,
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ],
        max: 20,
      });
    if (pathname === '/mall/stores' && searchParams.get('goodsId') === '21')
      return envelope({
        list: [{ id: 4, name: '信義門市', address: '台北市信義區', phone: null, hours: null, latitude: 25, longitude: 121, picture: null }],
      });
    if (pathname === '/personInfo/selectMyWallet')
      return envelope({
        balances: { UU: '1000.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
        pendingWithdrawUU: '0.00',
        crcRate: null,
        exchangeableCrc: '0.00',
        withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 },
        isActive: true,
        isSetPayPassword: true,
        hasPayoutDestination: true,
      });
    if (pathname === '/coupon/listCoupon')
      return envelope({ list: [], total: 0, page: 1, size: 1, counts: { available: 2, used: 0, expired: 0, forOrders: 2 } });
    if (pathname === '/planHistory/updatePlanHistory') {
      paid.add(body.id);
      return envelope({ ...placed.find((o) => o.id === body.id)!, status: 1, paidAt: '2026-11-27T02:05:00.000Z' });
    }
    if (pathname === '/planHistory/getPlanHistory') {
      const id = Number(searchParams.get('id'));
      const o = placed.find((p) => p.id === id)!;
      return envelope({
        ...o,
        status: paid.has(id) ? (o.deliveryType === 'pickup' ? 2 : 1) : 0,
        paidUU: paid.has(id) ? o.total : '0.00',
        timeline: [],
      });
    }
    return envelope(user);
  });
});

const rows = () => screen.getAllByTestId('cart-line');
const row = (id: number) => rows().find((r) => r.dataset.lineId === String(id))!;

describe('the cart', { timeout: 40000 }, () => {
  it('shows its lines with spec and price; quantities change on the server; an unavailable line cannot be chosen', async () => {
    renderApp('#/subpackage/cart/index');
    await screen.findAllByTestId('cart-line', {}, { timeout: 25000 });
    expect(within(row(1)).getByTestId('cart-line-spec').textContent).toBe('藍 / M');
    expect(screen.getByTestId('cart-total').textContent).toBe('280.00 UU');
    expect(row(3).dataset.available).toBe('0');
    expect(within(row(3)).getByText('已下架、規格已移除或庫存不足')).toBeTruthy();

    const [, plus] = within(within(row(1)).getByTestId('cart-line-quantity')).getAllByRole('button');
    fireEvent.click(plus!);
    await waitFor(() => expect(calls).toContainEqual({ path: '/cart/update', body: { id: 1, quantity: 2 } }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('400.00 UU'));

    fireEvent.click(within(row(3)).getByTestId('cart-line-remove'));
    await waitFor(() => expect(calls).toContainEqual({ path: '/cart/remove', body: { ids: [3] } }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(row(1)).getByTestId('cart-line-remove').getAttribute('aria-label')).toBe('移除 機能 T 恤');
    expect(within(row(1)).getByRole('checkbox', { name: '選擇 機能 T 恤' })).toHaveProperty('checked', true);
  });

  it('says before paying that goods of two fulfilment types become two orders; one type alone is one', async () => {
    renderApp('#/subpackage/cart/index');
    expect((await screen.findByTestId('cart-split', {}, { timeout: 25000 })).textContent).toBe(
      '所選商品的配送方式不同，將拆成 2 筆訂單分別付款',
    );
    expect(screen.getAllByTestId('cart-group').map((g) => g.dataset.delivery)).toEqual(['express', 'pickup']);
    // Unselect the pickup line: one order, no notice.
    fireEvent.click(within(row(2)).getByTestId('cart-line-select').querySelector('input')!);
    await waitFor(() => expect(calls).toContainEqual({ path: '/cart/update', body: { id: 2, selected: false } }));
    await waitFor(() => expect(screen.getAllByTestId('cart-group')).toHaveLength(1));
    expect(screen.queryByTestId('cart-split')).toBeNull();
    expect(screen.queryByTestId('cart-store')).toBeNull();
  });

  it('checks out with the address and the store, pays each order in turn, then shows the payment result', async () => {
    renderApp('#/subpackage/cart/index');
    await screen.findByTestId('cart-split', {}, { timeout: 25000 });
    await waitFor(() => expect(screen.getByTestId('cart-address').dataset.addressId).toBe('5'));
    // The only store offering the pickup goods stands chosen.
    await waitFor(() => expect(screen.getByTestId('cart-store-option').getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(calls).toContainEqual({ path: '/cart/checkout', body: { addressId: 5, storeId: 4 } }));

    for (const id of [41, 42]) {
      const sheet = await screen.findByTestId('pay-sheet');
      await waitFor(() => expect(within(sheet).getByTestId('pay-total').textContent).toBe(id === 41 ? '120.00 UU' : '160.00 UU'));
      expect(within(sheet).getByTestId('pay-countdown').textContent).toMatch(/後未付款將自動取消$/);
      fireEvent.change(within(sheet).getByTestId('pay-passcode').querySelector('input')!, { target: { value: '123456' } });
      await waitFor(() => expect(paid.has(id)).toBe(true));
    }
    await waitFor(() => expect(window.location.hash).toContain('/subpackage/payResult/index?ids=41%2C42'));
    expect((await screen.findByTestId('pay-result-title', {}, { timeout: 10000 })).textContent).toBe('付款成功');
    expect(screen.getAllByTestId('pay-result-order')).toHaveLength(2);
    expect(screen.getByTestId('pay-result-amounts').textContent).toBe('已付 280.00 UU · 0.00 FB');
    fireEvent.click(screen.getByTestId('pay-result-shop'));
    await waitFor(() => expect(window.location.hash).toContain('/pages/mall/index'));
  });

  it('keeps the coupon chosen on My coupons and sends it with the checkout; it applies to the largest order', async () => {
    const coupon = {
      id: 77,
      couponId: 7,
      name: '滿百折二十',
      kind: 'mall' as const,
      discountType: 'amount' as const,
      amount: '20.00',
      percent: null,
      minSpend: '100.00',
      package: null,
      scope: 'all' as const,
      scopeNames: [],
      validFrom: null,
      status: 'available' as const,
      issuedAt: '2026-11-01T00:00:00.000Z',
      expiresAt: '2026-12-31T00:00:00.000Z',
      usedAt: null,
      orderId: null,
    };
    renderApp('#/subpackage/cart/index');
    const row = await screen.findByTestId('cart-coupon', {}, { timeout: 25000 });
    await waitFor(() => expect(row.textContent).toContain('2 張可選'));
    // Choosing on My coupons goes with the largest order's subtotal (160.00 of the pickup goods) and comes back here.
    fireEvent.click(row);
    await waitFor(() => expect(window.location.hash).toContain('/subpackage/myCoupon/index?select=1&subtotal=160.00&redirect='));
    session.set('selectCouponDetail', coupon);
    window.location.hash = '#/subpackage/cart/index';
    await waitFor(() => expect(screen.getByTestId('cart-coupon').dataset.couponId).toBe('77'));
    expect(screen.getByTestId('cart-coupon').textContent).toContain('滿百折二十：-20.00 UU');
    expect(screen.getByTestId('cart-total').textContent).toBe('260.00 UU');
    await waitFor(() => expect(screen.getByTestId('cart-address').dataset.addressId).toBe('5'));
    await waitFor(() => expect(screen.getByTestId('cart-store-option').getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(calls).toContainEqual({ path: '/cart/checkout', body: { addressId: 5, storeId: 4, couponId: 77 } }));
    // The coupon is the order's now: the next checkout starts without it.
    await waitFor(() => expect(session.get().selectCouponDetail).toBeNull());
  });
});
