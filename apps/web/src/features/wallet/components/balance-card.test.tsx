import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Wallet } from '@uu/contract/wallet';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render-app';
import { BalanceCard } from './balance-card';

const wallet = (expiringUU: Wallet['expiringUU']): Wallet => ({
  balances: { UU: '120.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
  pendingWithdrawUU: '0.00',
  crcRate: null,
  exchangeableCrc: '0.00',
  withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 },
  isActive: true,
  isSetPayPassword: true,
  hasPayoutDestination: false,
  expiringUU,
});

afterEach(async () => {
  await i18n.changeLanguage('zh-Hant');
});

// Issue 24: the wallet says how much reward UU expires within 30 days, and until which day each part can be spent.
describe('the balance card', () => {
  const expiring = wallet({
    total: '30.50',
    days: [
      { lastDay: '2026-12-01', amount: '10.50' },
      { lastDay: '2026-12-20', amount: '20.00' },
    ],
  });

  it.each([
    ['zh-Hant', '30 天內將到期 30.50 UU', '10.50 UU 可使用至 2026-12-01'],
    ['zh-Hans', '30 天内将过期 30.50 UU', '10.50 UU 可使用至 2026-12-01'],
    ['en', '30.50 UU expiring within 30 days', '10.50 UU usable until 2026-12-01'],
  ])('shows the UU expiring within 30 days with each last day (%s)', async (locale, title, first) => {
    await i18n.changeLanguage(locale);
    renderWithProviders(<BalanceCard wallet={expiring} />);
    expect(screen.getByTestId('wallet-expiring-uu').textContent).toContain(title);
    const days = screen.getAllByTestId('wallet-expiring-day').map((d) => d.textContent);
    expect(days).toHaveLength(2);
    expect(days[0]).toBe(first);
    expect(days[1]).toContain('2026-12-20');
  });

  it('says nothing when nothing expires soon', () => {
    renderWithProviders(<BalanceCard wallet={wallet({ total: '0.00', days: [] })} />);
    expect(screen.getByTestId('wallet-balance-UU').textContent).toContain('120');
    expect(screen.queryByTestId('wallet-expiring-uu')).toBeNull();
  });
});
