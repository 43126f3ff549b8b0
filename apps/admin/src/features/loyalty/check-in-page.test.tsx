import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import CheckInPage from './check-in-page';

function answer(body: unknown, code = 200, msg = 'ok') {
  return Promise.resolve(new Response(JSON.stringify({ code, msg, data: body }), { headers: { 'content-type': 'application/json' } }));
}

const design = {
  streakRewards: [
    { streak: 3, reward: { kind: 'money', currency: 'KB', amount: '2.00' } },
    { streak: 7, reward: { kind: 'questions', questions: 2 } },
  ],
  milestones: [{ days: 10, reward: { kind: 'money', currency: 'UU', amount: '8.00' } }],
  makeUp: { perMonth: 2, cost: '5.00' },
  limits: { perIpPerDay: 20, perDevicePerDay: null },
};

function renderPage() {
  render(
    <ConfigProvider>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <CheckInPage />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('check-in designer page', () => {
  it('shows the design in effect and saves the edited one whole', async () => {
    const puts: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path.startsWith('/admin/loyalty/check-in') && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return answer({ ...design, makeUp: { perMonth: 3, cost: '6.50' } });
      }
      if (path.startsWith('/admin/loyalty/check-in')) return answer(design);
      if (path.includes('coupon')) return answer({ list: [], total: 0, page: 1, size: 100 });
      return answer(null);
    });
    renderPage();
    const perMonth = await screen.findByLabelText<HTMLInputElement>('每月可補簽次數');
    await waitFor(() => expect(perMonth.value).toBe('2'));
    expect(screen.getAllByTestId('streakRewards-row')).toHaveLength(2);
    expect(screen.getAllByTestId('milestones-row')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('每次補簽花費（UU）').value).toBe('5.00');

    fireEvent.change(perMonth, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('每次補簽花費（UU）'), { target: { value: '6.50' } });
    const remove = screen.getAllByTestId('streakRewards-remove')[1]!;
    expect(remove.getAttribute('aria-label')).toBe('移除');
    fireEvent.click(remove);
    fireEvent.click(screen.getByTestId('check-in-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      streakRewards: [{ streak: 3, reward: { kind: 'money', currency: 'KB', amount: '2.00' } }],
      milestones: [{ days: 10, reward: { kind: 'money', currency: 'UU', amount: '8.00' } }],
      makeUp: { perMonth: 3, cost: '6.50' },
      limits: { perIpPerDay: 20, perDevicePerDay: null },
    });
    expect(await screen.findByText('已儲存')).toBeTruthy();
  }, 30_000);

  it('shows why the server refused the design', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path.startsWith('/admin/loyalty/check-in') && init?.method === 'PUT') return answer(null, 8611, '簽到設定有誤：makeUp.cost');
      if (path.startsWith('/admin/loyalty/check-in')) return answer(design);
      return answer({ list: [], total: 0, page: 1, size: 100 });
    });
    renderPage();
    const perMonth = await screen.findByLabelText<HTMLInputElement>('每月可補簽次數');
    await waitFor(() => expect(perMonth.value).toBe('2'));
    fireEvent.click(screen.getByTestId('check-in-save'));
    expect(await screen.findByText('簽到設定有誤：makeUp.cost')).toBeTruthy();
  }, 30_000);
});
