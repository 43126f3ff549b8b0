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
  milestones: [
    { days: 10, reward: { kind: 'money', currency: 'UU', amount: '8.00' } },
    { days: 20, reward: { kind: 'cards', cards: 2 } },
  ],
  makeUp: { perMonth: 2, cost: '5.00', pay: 'cardOrUu' },
  limits: { perIpPerDay: 20, perDevicePerDay: null },
  reminderAt: '20:00',
};

const totals = (over: object) => ({ UU: '0.00', KB: '0.00', coupons: 0, questions: 0, makeUpCards: 0, rewards: 0, ...over });

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
        return answer({ ...design, makeUp: { perMonth: 3, cost: '6.50', pay: 'cardOrUu' } });
      }
      if (path.startsWith('/admin/loyalty/check-in')) return answer(design);
      if (path.includes('coupon')) return answer({ list: [], total: 0, page: 1, size: 100 });
      return answer(null);
    });
    renderPage();
    const perMonth = await screen.findByLabelText<HTMLInputElement>('每月可補簽次數');
    await waitFor(() => expect(perMonth.value).toBe('2'));
    expect(screen.getAllByTestId('streakRewards-row')).toHaveLength(2);
    expect(screen.getAllByTestId('milestones-row')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('補簽卡張數').value).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>('每次補簽花費（UU）').value).toBe('5.00');

    fireEvent.change(perMonth, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('每次補簽花費（UU）'), { target: { value: '6.50' } });
    fireEvent.change(screen.getByLabelText('每日提醒時間（平台時區）'), { target: { value: '21:30' } });
    const remove = screen.getAllByTestId('streakRewards-remove')[1]!;
    expect(remove.getAttribute('aria-label')).toBe('移除');
    fireEvent.click(remove);
    fireEvent.click(screen.getByTestId('check-in-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      streakRewards: [{ streak: 3, reward: { kind: 'money', currency: 'KB', amount: '2.00' } }],
      milestones: [
        { days: 10, reward: { kind: 'money', currency: 'UU', amount: '8.00' } },
        { days: 20, reward: { kind: 'cards', cards: 2 } },
      ],
      makeUp: { perMonth: 3, cost: '6.50', pay: 'cardOrUu' },
      limits: { perIpPerDay: 20, perDevicePerDay: null },
      reminderAt: '21:30',
    });
    expect(await screen.findByText('已儲存')).toBeTruthy();
  }, 60_000);

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

  it('dry-runs the rules in the form over the last 30 days beside the rules in effect and what was paid, saving nothing', async () => {
    const posts: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (init?.method === 'POST' || init?.method === 'PUT') posts.push({ path, body: JSON.parse(String(init.body)) });
      if (path.startsWith('/admin/loyalty/check-in/dry-run')) {
        return answer({
          from: 0,
          to: 30 * 86_400_000,
          days: 30,
          checkIns: 6,
          members: 2,
          current: totals({ UU: '4.00', KB: '1.00', rewards: 3 }),
          proposed: totals({ KB: '10.00', questions: 4, makeUpCards: 2, rewards: 6 }),
          paid: { UU: '4.00', KB: '1.00' },
        });
      }
      if (path.startsWith('/admin/loyalty/check-in')) return answer(design);
      return answer({ list: [], total: 0, page: 1, size: 100 });
    });
    renderPage();
    const perMonth = await screen.findByLabelText<HTMLInputElement>('每月可補簽次數');
    await waitFor(() => expect(perMonth.value).toBe('2'));
    fireEvent.change(screen.getByLabelText('每次補簽花費（UU）'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('check-in-dry-run-start'));
    expect((await screen.findByTestId('check-in-dry-run-count')).textContent).toBe('期間簽到 6 次，共 2 位會員');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/admin/loyalty/check-in/dry-run');
    expect(posts[0]!.body).toMatchObject({ makeUp: { perMonth: 2, cost: '7', pay: 'cardOrUu' } });
    const rows = [...screen.getByTestId('check-in-dry-run').querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['UU', '4.00', '0.00', '4.00'],
      ['KB', '1.00', '10.00', '1.00'],
      ['優惠券（張）', '0', '0', '—'],
      ['提問次數', '0', '4', '—'],
      ['補簽卡（張）', '0', '2', '—'],
      ['獎勵筆數', '3', '6', '—'],
    ]);
    expect(screen.getByText('近 30 天試算')).toBeTruthy();
  }, 60_000);
});
