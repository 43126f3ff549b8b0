import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformToday } from '@/lib/dates';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { MoneyLog } from './money-log';

const fetchMock = stubFetch();

const entry = (id: number, over: Record<string, unknown>) => ({
  id,
  transactionId: id + 100,
  currency: 'UU',
  type: 'order',
  amount: '-85.00',
  balanceAfter: '415.00',
  counterparty: null,
  ref: null,
  createdAt: '2026-11-22T02:00:00.000Z',
  ...over,
});

describe('the money log', () => {
  it('opens the receipt of every entry, and sums the chosen period', { timeout: 30000 }, async () => {
    const asked: URLSearchParams[] = [];
    fetchMock.mockImplementation(async (url) => {
      const { searchParams } = new URL(String(url), 'http://x');
      asked.push(searchParams);
      return envelope({
        list: [entry(2, { ref: { type: 'order', id: 31 } }), entry(1, { type: 'transfer_in', amount: '5.00' })],
        total: 2,
        page: 1,
        size: 20,
        income: searchParams.get('currency') ? '5.00' : null,
        expense: searchParams.get('currency') ? '85.00' : null,
      });
    });
    renderWithProviders(<MoneyLog />);
    const items = await screen.findAllByTestId('money-log-item', {}, { timeout: 20000 });
    // Issue 24: every entry opens its transaction's receipt (the receipt links on to the order).
    expect(within(items[0]!).getByTestId('money-log-open').getAttribute('href')).toBe('/subpackage/receipt/index?id=102');
    expect(within(items[1]!).getByTestId('money-log-open').getAttribute('href')).toBe('/subpackage/receipt/index?id=101');

    fireEvent.click(screen.getByTestId('money-log-filter-currency-UU'));
    fireEvent.click(await screen.findByTestId('money-log-period-thisMonth'));
    const today = platformToday();
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(`${today.slice(0, 8)}01`));
    expect(asked.at(-1)?.get('to')).toBe(today);
    expect(asked.at(-1)?.get('currency')).toBe('UU');
    expect((await screen.findByTestId('money-log-income')).textContent).toContain('5.00');
  });
});
