import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import GoodsPage from './goods-page';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

const goods = (id: number, name: string, stock: number, lowSkus?: { id: number; values: string[]; stock: number }[]) => ({
  id,
  categoryId: 1,
  name: { 'zh-Hant': name },
  cover: null,
  price: '100.00',
  referencePrice: null,
  fbPercent: 0,
  deliveryType: 'express',
  stock,
  sold: 0,
  onSale: true,
  updatedAt: '2026-11-22T04:00:00.000Z',
  ...(lowSkus ? { lowSkus } : {}),
});

/** The goods list as the server answers it: the stock alert (`stockAtMost`) names the short spec combinations. */
function mockServer() {
  const asked: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
    const address = new URL(String(url), 'http://console.test');
    if (address.pathname === '/admin/mall/categories') return answer([]);
    if (address.pathname !== '/admin/mall/goods') throw new Error(`unexpected ${address.pathname}`);
    asked.push(address.searchParams);
    const list = address.searchParams.has('stockAtMost')
      ? [
          goods(1, '帽 T', 61, [
            { id: 11, values: ['藍', 'M'], stock: 0 },
            { id: 12, values: ['紅', 'L'], stock: 1 },
          ]),
        ]
      : [goods(1, '帽 T', 61), goods(2, '水壺', 40)];
    return answer({ list, total: list.length, page: 1, size: 20 });
  });
  return asked;
}

describe('goods page: stock alerts', () => {
  beforeEach(() => queryClient.clear());

  it('asks for the alert and names each short spec combination, though the goods’ total is plenty', async () => {
    const asked = mockServer();
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <GoodsPage />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>,
    );
    expect(await screen.findByText('水壺', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryAllByTestId('sku-stock-alert')).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: '庫存不足（≤ 10）' }));
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }));
    const alerts = await screen.findAllByTestId('sku-stock-alert', undefined, { timeout: 10_000 });
    expect(alerts.map((a) => a.textContent)).toEqual(['藍 / M：僅剩 0', '紅 / L：僅剩 1']);
    expect(screen.queryByText('水壺')).toBeNull();
    expect(asked.at(-1)?.get('stockAtMost')).toBe('10');
    const row = screen.getByText('帽 T').closest('tr') as HTMLElement;
    expect(within(row).getByText('61')).toBeTruthy();
  }, 60_000);
});
