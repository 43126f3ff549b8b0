import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberCoupon } from '@uu/contract/coupons';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(async () => true) }));

const fetchMock = stubFetch();

const base: MemberCoupon = {
  id: 1,
  couponId: 1,
  name: '滿百減十五',
  kind: 'mall',
  discountType: 'amount',
  amount: '15.00',
  percent: null,
  minSpend: '100.00',
  package: null,
  scope: 'all',
  scopeNames: [],
  validFrom: null,
  status: 'available',
  issuedAt: '2026-11-20T00:00:00.000Z',
  expiresAt: '2026-12-20T00:00:00.000Z',
  usedAt: null,
  orderId: null,
};
const percent: MemberCoupon = {
  ...base,
  id: 2,
  couponId: 2,
  name: '九折',
  discountType: 'percent',
  amount: null,
  percent: 10,
  minSpend: '0.00',
  scope: 'categories',
  scopeNames: ['生活用品', '3C'],
};
const chat: MemberCoupon = {
  ...base,
  id: 3,
  couponId: 3,
  name: '聊天禮包',
  kind: 'package',
  discountType: null,
  amount: null,
  minSpend: '0.00',
  package: { type: 'chat', questionsPerDay: 5, days: 30 },
};
const used: MemberCoupon = { ...base, id: 4, couponId: 4, name: '舊券', status: 'used', usedAt: '2026-11-21T00:00:00.000Z', orderId: 9 };

let redeemed = false;
const page = (list: MemberCoupon[]) =>
  envelope({
    list,
    total: list.length,
    page: 1,
    size: 10,
    counts: { available: redeemed ? 2 : 3, used: redeemed ? 2 : 1, expired: 0, forOrders: 2 },
  });

beforeEach(() => {
  redeemed = false;
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/coupon/listCoupon')) {
      const status = new URL(path, 'http://x').searchParams.get('status');
      if (status === 'used') return page(redeemed ? [{ ...chat, status: 'used' }, used] : [used]);
      return page(redeemed ? [base, percent] : [base, percent, chat]);
    }
    if (path.startsWith('/coupon/useCoupon') && init?.method === 'POST') {
      expect(JSON.parse(String(init.body))).toEqual({ id: 3 });
      redeemed = true;
      return envelope({
        coupon: { ...chat, status: 'used' },
        package: { type: 'chat', questionsPerDay: 5, startsAt: '2026-11-22T00:00:00.000Z', endsAt: '2026-12-22T00:00:00.000Z' },
      });
    }
    return envelope(user);
  });
});

const cards = () =>
  screen
    .getAllByTestId('coupon-card')
    .map((c) => [c.getAttribute('data-coupon-id'), c.querySelector('[data-testid="coupon-value"]')?.textContent]);

describe('myCoupon', () => {
  it('shows the tabs with their counts and what each coupon gives; a package coupon is redeemed here', async () => {
    renderApp('#/subpackage/myCoupon/index');
    await screen.findAllByTestId('coupon-card', {}, { timeout: 5000 });
    expect(screen.getByTestId('coupon-tab-available').textContent).toBe('可使用（3）');
    expect(cards()).toEqual([
      ['1', '立減 15.00 UU'],
      ['2', '立減 10%'],
      ['3', '聊天方案：每日 5 次提問，30 天'],
    ]);
    expect(screen.getAllByTestId('coupon-card')[0]!.textContent).toContain('滿 100.00 UU 可用');
    expect(screen.getAllByTestId('coupon-card')[1]!.textContent).toContain('無門檻');
    // Each says what it applies to: any order, orders of some categories' goods, or a chat package redeemed here.
    expect(screen.getAllByTestId('coupon-applies-to').map((p) => p.textContent)).toEqual([
      '適用：商城任一筆訂單（下單時選用）',
      '適用分類：生活用品、3C（下單時選用）',
      '適用：在此兌換聊天方案，不可用於訂單',
    ]);
    // Mall coupons lead to the mall; the package coupon is redeemed.
    expect(screen.getAllByTestId('coupon-shop')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('coupon-redeem'));
    await waitFor(() => expect(screen.getByTestId('coupon-tab-available').textContent).toBe('可使用（2）'));
    expect(cards().map(([id]) => id)).toEqual(['1', '2']);

    fireEvent.click(screen.getByTestId('coupon-tab-used'));
    await waitFor(() => expect(cards().map(([id]) => id)).toEqual(['3', '4']));
    expect(screen.queryByTestId('coupon-redeem')).toBeNull();
  });

  it('chooses a coupon that fits the order, shows what the others miss, and goes back', async () => {
    session.set('selectCouponDetail', percent);
    renderApp(`#/subpackage/myCoupon/index?select=1&subtotal=60.00&redirect=${encodeURIComponent('/subpackage/submitOrder/index')}`);
    await screen.findAllByTestId('coupon-card', {}, { timeout: 5000 });
    // Choosing: the available tab only, no package coupons to tap, the current choice marked.
    expect(screen.queryByTestId('coupon-tab-used')).toBeNull();
    const [first, second, third] = screen.getAllByTestId('coupon-card');
    expect(first!.tagName).toBe('ARTICLE');
    expect(first!.textContent).toContain('還差 40.00 UU 可用');
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(third!.tagName).toBe('ARTICLE');
    fireEvent.click(second!);
    await waitFor(() => expect(window.location.hash).toBe('#/subpackage/submitOrder/index'));
    expect(session.get().selectCouponDetail).toMatchObject({ id: 2 });
  });

  it('"no coupon" clears the choice', async () => {
    session.set('selectCouponDetail', base);
    renderApp(`#/subpackage/myCoupon/index?select=1&subtotal=200.00&redirect=${encodeURIComponent('/subpackage/submitOrder/index')}`);
    fireEvent.click(await screen.findByTestId('coupon-none', {}, { timeout: 5000 }));
    await waitFor(() => expect(session.get().selectCouponDetail).toBeNull());
  });
});
