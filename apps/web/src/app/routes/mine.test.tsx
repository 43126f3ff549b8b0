import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

const fetchMock = stubFetch();

beforeEach(() => {
  queryClient.clear();
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    // Two available coupons: one for orders, one chat-package coupon that no order takes.
    if (path.startsWith('/coupon/listCoupon'))
      return envelope({ list: [], total: 2, page: 1, size: 1, counts: { available: 2, used: 0, expired: 0, forOrders: 1 } });
    return envelope(user);
  });
});

describe('Mine', () => {
  it('counts only the coupons an order can take', { timeout: 20000 }, async () => {
    renderApp('#/pages/mine/index');
    const count = await screen.findByTestId('mine-coupon-count', {}, { timeout: 15000 });
    expect(count.textContent).toBe('1 張可用於訂單');
  });
});
