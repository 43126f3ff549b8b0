import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@uu/contract/admin-members';
import DashboardPage from './dashboard-page';

const day = (date: string, from: string, to: string, salesUU: string, paidOrders: number) => ({
  day: date,
  from,
  to,
  newMembers: 0,
  orders: 0,
  topUpApproved: '0.00',
  withdrawalsRequested: 0,
  paidOrders,
  salesUU,
});

const data: Dashboard = {
  days: 30,
  timeZone: 'Asia/Taipei',
  from: Date.parse('2026-10-25T16:00:00.000Z'),
  to: Date.parse('2026-11-24T04:00:00.000Z'),
  members: { total: 12, active: 9, inactive: 2, disabled: 1, newInPeriod: 4, activeInPeriod: 3 },
  orders: { total: 20, byStatus: Array.from({ length: 9 }, (_, status) => ({ status, count: status })), inPeriod: 8 },
  circulation: { UU: '1.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
  pending: { topUps: 1, withdrawals: 0 },
  series: [
    day('2026-11-23', '2026-11-22T16:00:00.000Z', '2026-11-23T16:00:00.000Z', '200.00', 1),
    day('2026-11-24', '2026-11-23T16:00:00.000Z', '2026-11-24T16:00:00.000Z', '350.00', 3),
  ],
  sales: {
    yesterday: { day: '2026-11-23', from: '2026-11-22T16:00:00.000Z', to: '2026-11-23T16:00:00.000Z', orders: 1, uu: '200.00' },
    today: { day: '2026-11-24', from: '2026-11-23T16:00:00.000Z', to: '2026-11-24T16:00:00.000Z', orders: 3, uu: '350.00' },
  },
  topGoods: [{ goodsId: 7, name: '原子筆', quantity: 5, orders: 2, uu: '50.00' }],
};

// antd and recharts in jsdom are slow on a shared machine.
describe('the dashboard', { timeout: 90_000 }, () => {
  it('shows sales today against yesterday and the top goods, each figure a link to the list behind it', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } })),
      );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <ConfigProvider>
        <AntApp>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <DashboardPage />
            </MemoryRouter>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>,
    );
    const today = await screen.findByRole('link', { name: '今日銷售（UU）' }, { timeout: 10_000 });
    expect(today.getAttribute('href')).toBe('/orders?paidFrom=2026-11-23T16%3A00%3A00.000Z&paidTo=2026-11-24T16%3A00%3A00.000Z');
    expect(screen.getByText('3 筆已付款訂單 · 較昨日 +75%')).toBeTruthy();
    expect(screen.getByRole('link', { name: '昨日銷售（UU）' }).getAttribute('href')).toBe(
      '/orders?paidFrom=2026-11-22T16%3A00%3A00.000Z&paidTo=2026-11-23T16%3A00%3A00.000Z',
    );
    const goods = screen.getByRole('link', { name: '原子筆' });
    expect(goods.getAttribute('href')).toBe('/orders?goodsId=7&paidFrom=2026-10-25T16%3A00%3A00.000Z');
    expect(within(goods.closest('tr')!).getByText('50.00')).toBeTruthy();
    // The figures above lead to their lists too.
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/members', '/members?status=active', '/members?status=disabled', '/orders', '/topups', '/withdrawals']),
    );
    expect(hrefs).toContain('/orders?from=2026-10-25T16%3A00%3A00.000Z');
    fetchMock.mockRestore();
  });
});
