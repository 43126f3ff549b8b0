import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@uu/contract/orders';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();
const user = { ...testUser, isSetPayPassword: true };

const order = (over: Partial<Order>): Order => ({
  id: 31,
  orderNo: 'O2026112200031',
  status: 0,
  deliveryType: 'pickup',
  goods: { id: 21, name: '門市自取禮盒', cover: null, price: '100.00' },
  spec: null,
  quantity: 1,
  writtenOff: 0,
  lines: [{ goodsId: 21, skuId: null, name: '門市自取禮盒', cover: null, spec: null, price: '100.00', quantity: 1 }],
  subtotal: '100.00',
  discount: '0.00',
  couponId: null,
  total: '100.00',
  fbPercent: 0,
  paidUU: '0.00',
  paidFB: '0.00',
  address: null,
  store: { id: 4, name: '信義門市', address: '台北市信義區' },
  installationTime: null,
  installationPicture: null,
  remark: null,
  logistics: null,
  writeOffCode: null,
  createdAt: '2026-11-22T02:00:00.000Z',
  payBy: '2026-11-22T02:30:00.000Z',
  paidAt: null,
  deliveredAt: null,
  doneAt: null,
  canceledAt: null,
  refundedAt: null,
  ...over,
});

const balances = (fb: string) => ({ UU: uu, U: '0.00', FB: fb, KB: '0.00', CRC: '0.00' });
let listed: Order[] = [];
let fb = '0.00';
let uu = '500.00';
let paidWith: Record<string, unknown> | null = null;

beforeEach(() => {
  queryClient.clear();
  session.reset();
  paidWith = null;
  uu = '500.00';
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  session.set('info', user);
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    if (pathname === '/planHistory/listPlanHistoryVO') return envelope({ list: listed, total: listed.length, page: 1, size: 10 });
    if (pathname === '/personInfo/selectMyWallet')
      return envelope({
        balances: balances(fb),
        pendingWithdrawUU: '0.00',
        crcRate: null,
        exchangeableCrc: '0.00',
        withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 },
        isActive: true,
        isSetPayPassword: true,
        hasPayoutDestination: true,
        expiringUU: { total: '0.00', days: [] },
      });
    if (pathname === '/planHistory/updatePlanHistory') {
      paidWith = JSON.parse(String(init?.body));
      return envelope({ ...listed[0]!, status: 2, paidAt: '2026-11-22T02:05:00.000Z' });
    }
    if (pathname === '/planHistory/getPlanHistory') {
      const found = listed.find((o) => o.id === Number(searchParams.get('id')));
      return envelope({ ...found!, status: 2, timeline: [] });
    }
    return envelope(user);
  });
});

async function openPay() {
  renderApp('#/subpackage/myOrder/index');
  fireEvent.click(await screen.findByTestId('order-action-pay', {}, { timeout: 25000 }));
  return screen.findByTestId('pay-sheet');
}

describe('the pay sheet', () => {
  it('offers no FB for UU-only goods, and keeps the order’s coupon in the sums', { timeout: 40000 }, async () => {
    listed = [order({ fbPercent: 0, couponId: 9, discount: '15.00', total: '85.00' })];
    fb = '50.00';
    const sheet = await openPay();
    expect(within(sheet).getByTestId('pay-uu-only').textContent).toBe('此商品僅可用 UU 支付');
    expect(within(sheet).queryByTestId('pay-use-fb')).toBeNull();
    expect(within(sheet).getByTestId('pay-discount').textContent).toContain('15.00');
    expect(within(sheet).getByTestId('pay-total').textContent).toContain('85.00');
  });

  it('offers no FB to a member who has none; FB goods and a balance show the switch', { timeout: 40000 }, async () => {
    listed = [order({ fbPercent: 30 })];
    fb = '0.00';
    const sheet = await openPay();
    expect((await within(sheet).findByTestId('pay-uu-only')).textContent).toBe('您的 FB 餘額為 0，將全額以 UU 支付');
    expect(within(sheet).queryByTestId('pay-use-fb')).toBeNull();
  });

  it(
    'pays from the order list and lands on the payment result, like every other entry; from there the order',
    { timeout: 40000 },
    async () => {
      listed = [order({ fbPercent: 30 })];
      fb = '20.00';
      const sheet = await openPay();
      await within(sheet).findByTestId('pay-use-fb');
      const input = within(sheet).getByTestId('pay-passcode').querySelector('input')!;
      fireEvent.change(input, { target: { value: '123456' } });
      await waitFor(() => expect(paidWith).toMatchObject({ action: 'pay', id: 31, useFb: true }));
      await waitFor(() => expect(window.location.hash).toContain('/subpackage/payResult/index?ids=31'));
      expect((await screen.findByTestId('pay-result-title', {}, { timeout: 10000 })).textContent).toBe('付款成功');
      expect(screen.getByTestId('pay-result-order').textContent).toContain('待自取');
      fireEvent.click(screen.getByTestId('pay-result-view-order'));
      await waitFor(() => expect(window.location.hash).toContain('/subpackage/orderDetails/index?id=31'));
    },
  );

  it('says how much UU is missing, with FB counted, and offers a top-up that leads back to the order', { timeout: 40000 }, async () => {
    // 100.00, FB may pay 30% and the member has 20.00 FB: UU pays 80.00 of which 50.00 is there.
    listed = [order({ fbPercent: 30 })];
    fb = '20.00';
    uu = '50.00';
    const sheet = await openPay();
    expect((await within(sheet).findByTestId('pay-uu-short')).textContent).toContain('還差 30.00 UU');
    // Without FB, UU pays it all: 50.00 missing.
    fireEvent.click(within(sheet).getByTestId('pay-use-fb'));
    await waitFor(() => expect(within(sheet).getByTestId('pay-uu-short').textContent).toContain('還差 50.00 UU'));
    fireEvent.click(within(sheet).getByTestId('pay-top-up'));
    await waitFor(() => expect(window.location.hash).toContain('/subpackage/topUp/index?'));
    expect(decodeURIComponent(window.location.hash)).toContain('redirect=/subpackage/orderDetails/index?id=31');
    expect((await screen.findByTestId('topup-back-to-order', {}, { timeout: 10000 })).textContent).toContain('訂單還差 50.00 UU');
    fireEvent.click(screen.getByTestId('topup-back'));
    await waitFor(() => expect(window.location.hash).toContain('/subpackage/orderDetails/index?id=31'));
  });

  it('shows no shortage when the balance is enough, and the time left before the order cancels itself', { timeout: 40000 }, async () => {
    listed = [order({ payBy: new Date(Date.now() + 90_000).toISOString() })];
    const sheet = await openPay();
    const countdown = await within(sheet).findByTestId('pay-countdown');
    expect(countdown.textContent).toMatch(/^01:(30|29|28) 後未付款將自動取消$/);
    await within(sheet).findByTestId('pay-uu-only');
    expect(within(sheet).queryByTestId('pay-uu-short')).toBeNull();
  });

  it('says the time to pay is over once past', { timeout: 40000 }, async () => {
    listed = [order({ payBy: new Date(Date.now() - 1000).toISOString() })];
    const sheet = await openPay();
    expect((await within(sheet).findByTestId('pay-countdown')).textContent).toBe('付款時間已過，訂單即將取消');
  });
});

describe('order cards', () => {
  it('show when the order was made, and a finished order in another colour than a pending one', { timeout: 40000 }, async () => {
    listed = [
      order({ id: 31 }),
      order({ id: 32, status: 6, orderNo: 'O2026112200032' }),
      order({ id: 33, status: 8, orderNo: 'O2026112200033' }),
    ];
    renderApp('#/subpackage/myOrder/index');
    const cards = await screen.findAllByTestId('order-card', {}, { timeout: 25000 });
    expect(cards.map((c) => within(c).getByTestId('order-status').getAttribute('data-tone'))).toEqual(['waiting', 'done', 'closed']);
    expect(within(cards[0]!).getByTestId('order-time').getAttribute('datetime')).toBe('2026-11-22T02:00:00.000Z');
    expect(within(cards[0]!).getByTestId('order-time').textContent).toMatch(/2026/);
  });
});
