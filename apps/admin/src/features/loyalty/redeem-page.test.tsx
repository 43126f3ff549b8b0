import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import RedeemPage from './redeem-page';

function answer(body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), { headers: { 'content-type': 'application/json' } }),
  );
}

const batch = {
  id: 4,
  name: { 'zh-Hant': '春季禮品卡' },
  reward: { kind: 'chat', amount: null, couponId: null, couponName: null, questionsPerDay: 7, days: 3 },
  count: 10,
  redeemed: 2,
  voided: 1,
  validFrom: Date.UTC(2026, 10, 1),
  validTo: Date.UTC(2026, 11, 1),
  oncePerMember: true,
  state: 'active',
  createdAt: Date.UTC(2026, 10, 1),
  createdBy: 'Mei',
};

describe('redemption codes page', () => {
  it('lists batches with their reward and counts, and voids a batch only after a confirmation naming what is left', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.startsWith('/admin/redeem/batches/4/void')) return answer({ ...batch, state: 'void', voided: 8 });
      if (path.startsWith('/admin/redeem/batches')) return answer({ list: [batch], total: 1, page: 1, size: 20 });
      return answer(null);
    });
    render(
      <ConfigProvider>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RedeemPage />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>,
    );
    const row = (await screen.findByText('春季禮品卡')).closest('tr') as HTMLElement;
    expect(within(row).getByText('每日 7 次提問，3 天')).toBeTruthy();
    expect(within(row).getByText('2 / 1 / 10')).toBeTruthy();
    fireEvent.click(within(row).getByText('作廢批次'));
    expect(await screen.findByText(/尚未使用的 7 組兌換碼將無法再兌換/)).toBeTruthy();
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    // getByRole walks the whole table's accessibility tree, which is slow in jsdom: the dialog's own (danger) button by its text.
    const dialog = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByText('作廢批次', { selector: '.ant-btn-dangerous span' }));
    await waitFor(() => expect(calls).toContain('POST /admin/redeem/batches/4/void'));
  }, 30_000);
});
