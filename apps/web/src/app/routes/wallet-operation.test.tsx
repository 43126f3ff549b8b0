import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Wallet } from '@uu/contract/wallet';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

// The assistant's drafts (issue 23) open these forms through their links: the figures typed in, nothing sent.

const wallet: Wallet = {
  balances: { UU: '1000.00', U: '500.00', FB: '0.00', KB: '200.00', CRC: '0.00' },
  pendingWithdrawUU: '0.00',
  crcRate: '2.00',
  exchangeableCrc: '0.00',
  withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 },
  isActive: true,
  isSetPayPassword: true,
  hasPayoutDestination: true,
  expiringUU: { total: '0.00', days: [] },
};
const fetchMock = stubFetch();
const field = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId<HTMLInputElement>(testId);

beforeEach(() => {
  queryClient.clear();
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/personInfo/selectMyWallet')) return envelope(wallet);
    if (path.startsWith('/bankCard/getBankCard') || path.startsWith('/eftAddress/listEftAddress')) return envelope({ list: [], max: 5 });
    return envelope(user);
  });
});

const sent = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('the wallet forms opened by an assistant draft', () => {
  it('a withdrawal draft fills the currency and the amount in', { timeout: 20000 }, async () => {
    renderApp(`#${paths.walletOperation.getHref({ type: 'withdraw', currency: 'UU', amount: '500.00' })}`);
    await waitFor(() => expect(field('op-amount').value).toBe('500'), { timeout: 15000 });
    expect(sent()).toEqual([]);
  });

  it('a transfer draft fills the currency, the amount and the recipient in', { timeout: 20000 }, async () => {
    renderApp(`#${paths.walletOperation.getHref({ type: 'transfer', currency: 'UU', amount: '100.00', to: '王小明' })}`);
    await waitFor(() => expect(field('op-amount').value).toBe('100'), { timeout: 15000 });
    expect(field('op-recipient').value).toBe('王小明');
    expect(sent().filter((url) => url.includes('transfer'))).toEqual([]);
  });
});
