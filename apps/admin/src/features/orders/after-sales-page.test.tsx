import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAfterSale } from '@uu/contract/after-sales';
import { queryClient } from '@/lib/query-client';
import AfterSalesPage from './after-sales-page';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

const base: AdminAfterSale = {
  id: 5,
  orderId: 41,
  orderNo: 'O2026112700041',
  goods: { name: '保溫杯', cover: null },
  type: 'return',
  reason: 'damaged',
  description: '杯蓋破裂',
  photos: [],
  state: 'requested',
  returnAddress: null,
  refusal: null,
  returnShipment: null,
  replacement: null,
  refund: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  timeline: [{ state: 'requested', at: '2026-11-23T02:00:00.000Z' }],
  member: { id: 3, memberNo: '12345678', nickname: 'mei' },
};

function renderPage(at = '/after-sales') {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[at]}>
            <AfterSalesPage />
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

describe('after-sales queue', () => {
  it('opens on new requests with the counts, approves a return with its address, then confirms receipt (refund)', async () => {
    queryClient.clear();
    let current = { ...base };
    const sent: { path: string; body: unknown }[] = [];
    const lists: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path.startsWith('/admin/after-sales?')) {
        lists.push(path);
        return answer({
          list: [current],
          total: 1,
          page: 1,
          size: 20,
          counts: { requested: 1, approved: 0, returned: 0, refused: 0, refunded: 2, exchanged: 0 },
        });
      }
      if (path === '/admin/after-sales/5') return answer(current);
      if (path === '/admin/after-sales/5/approve') {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        current = { ...current, state: 'approved', returnAddress: '臺北市退貨倉 1 號' };
        return answer(current);
      }
      if (path === '/admin/after-sales/5/receive') {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        current = { ...current, state: 'refunded', refund: { uu: '80.00', fb: '20.00' } };
        return answer(current);
      }
      if (path === '/admin/after-sales/5' || path.startsWith('/admin/work/waiting')) return answer({});
      throw new Error(`unexpected ${path}`);
    });
    renderPage();
    const row = await screen.findByText('O2026112700041', undefined, { timeout: 10_000 });
    expect(lists[0]).toContain('state=requested');
    expect(screen.getByRole('tab', { name: /待審核/ }).textContent).toContain('1');

    fireEvent.click(row);
    const drawer = await screen.findByTestId('after-sale-drawer', undefined, { timeout: 10_000 });
    // The address is required before approving a return.
    fireEvent.click(within(drawer).getByTestId('after-sale-approve'));
    expect(await screen.findByText('請填寫退貨地址（最多 300 字）', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(drawer).getByTestId('after-sale-return-address'), { target: { value: '臺北市退貨倉 1 號' } });
    fireEvent.click(within(drawer).getByTestId('after-sale-approve'));
    await waitFor(() => expect(sent).toEqual([{ path: '/admin/after-sales/5/approve', body: { returnAddress: '臺北市退貨倉 1 號' } }]));

    // The member sends the parcel back; the operator then confirms receipt, after a confirmation.
    current = { ...current, state: 'returned', returnShipment: { company: '黑貓', number: 'TC1' } };
    await queryClient.invalidateQueries();
    fireEvent.click(await within(drawer).findByTestId('after-sale-receive', undefined, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }, { timeout: 10_000 }));
    await waitFor(() => expect(sent[1]).toEqual({ path: '/admin/after-sales/5/receive', body: {} }));
    expect((await within(drawer).findByTestId('after-sale-refund', undefined, { timeout: 10_000 })).textContent).toBe('80.00 UU、20.00 FB');
  }, 60_000);
});
