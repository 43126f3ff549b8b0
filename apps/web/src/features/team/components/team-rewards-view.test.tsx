import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { formatDateTime } from '@/lib/dates';
import { TeamRewardsView } from './team-rewards-view';

const fetchMock = stubFetch();

const reward = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  state,
  amount: '2.00',
  baseAmount: '200.00',
  rateBps: 100,
  source: { type: 'order', id: 100 + id, orderNo: `UU2026${id}` },
  buyer: { memberNo: '10000002', nickname: '小明' },
  createdAt: '2026-11-20T03:00:00.000Z',
  availableAfter: null,
  availableAt: null,
  voidedAt: null,
  ...extra,
});

const LISTS: Record<string, ReturnType<typeof reward>[]> = {
  pending: [reward(3, 'pending', { availableAfter: '2026-11-28T03:00:00.000Z' }), reward(2, 'pending')],
  available: [reward(1, 'available', { availableAt: '2026-11-19T04:05:00.000Z' })],
  void: [],
};

describe('team rewards by state', () => {
  it('shows a tab per state with its count, the pending ones with when they may become available, and loads a state when its tab is chosen', async () => {
    fetchMock.mockImplementation(async (url) => {
      const state = new URL(String(url), 'http://x').searchParams.get('state') ?? 'pending';
      const list = LISTS[state]!;
      return envelope({ state, list, total: list.length, page: 1, size: 10, counts: { pending: 2, available: 1, void: 0 } });
    });
    renderWithProviders(<TeamRewardsView />);

    await waitFor(() => expect(screen.getAllByTestId('team-reward')).toHaveLength(2));
    expect(['pending', 'available', 'void'].map((s) => screen.getByTestId(`reward-count-${s}`).textContent)).toEqual(['2', '1', '0']);
    expect(screen.getByTestId('reward-tab-pending').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('team-reward-order').map((e) => e.textContent)).toEqual(['訂單 UU20263', '訂單 UU20262']);
    expect(screen.getAllByTestId('team-reward-when').map((e) => e.textContent)).toEqual([
      `預計 ${formatDateTime('2026-11-28T03:00:00.000Z')} 後入帳`,
      '訂單完成後開始計算售後期限',
    ]);

    fireEvent.click(screen.getByTestId('reward-tab-available'));
    await waitFor(() => expect(screen.getAllByTestId('team-reward').map((e) => e.getAttribute('data-state'))).toEqual(['available']));
    expect(screen.getByTestId('team-reward-when').textContent).toBe(`${formatDateTime('2026-11-19T04:05:00.000Z')} 入帳`);
    expect(screen.getByText('2.00 KB')).toBeTruthy();

    fireEvent.click(screen.getByTestId('reward-tab-void'));
    await waitFor(() => expect(screen.getByText('沒有作廢的獎勵')).toBeTruthy());
    expect(screen.queryByTestId('team-reward')).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(asked.map((u) => u.pathname)).toEqual(['/team/rewards', '/team/rewards', '/team/rewards']);
    expect(asked.map((u) => u.searchParams.get('state'))).toEqual(['pending', 'available', 'void']);
  });
});
