import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders, type } from '@/test/render-app';
import { TopUpForm } from './top-up-form';

const fetchMock = stubFetch();
const channel = { id: 'bank-1', kind: 'bank', name: '銀行轉帳', account: '000-123-456', holder: 'UU Ltd', note: null };
let bonusTiers: { min: string; bonus: string }[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('zh-Hant');
  bonusTiers = [
    { min: '500.00', bonus: '10.00' },
    { min: '1000.00', bonus: '30.50' },
  ];
  fetchMock.mockImplementation(async () => envelope({ list: [channel], bonusTiers }));
});

const tiers = () => screen.getAllByTestId('topup-bonus-tier');
const marked = () => tiers().flatMap((li, i) => (li.hasAttribute('data-active') ? [i] : []));

describe('top-up bonus tiers on the top-up page (issue 24)', () => {
  it('lists the tiers and marks the highest one the typed amount reaches', async () => {
    renderWithProviders(<TopUpForm renderProofPicker={(_, children) => children} />);
    await screen.findByTestId('topup-bonus-tiers');
    expect(tiers().map((li) => li.textContent)).toEqual(['滿 500.00 送 10.00 UU', '滿 1,000.00 送 30.50 UU']);
    expect(marked()).toEqual([]);
    expect(screen.getByTestId('topup-bonus-reached').textContent).toBe('審核通過後，按實際入帳金額達到的最高一檔贈送 UU。');

    type('topup-amount', '400');
    expect(marked()).toEqual([]);
    type('topup-amount', '2000');
    expect(marked()).toEqual([1]);
    expect(screen.getByTestId('topup-bonus-reached').textContent).toBe('這筆儲值審核通過後可獲贈 30.50 UU（按實際入帳金額計算）。');
    type('topup-amount', '500');
    expect(marked()).toEqual([0]);
  });

  it('shows nothing of bonuses when the operator has set none', async () => {
    bonusTiers = [];
    renderWithProviders(<TopUpForm renderProofPicker={(_, children) => children} />);
    await screen.findByTestId('topup-channel-bank-1');
    expect(screen.queryByTestId('topup-bonus-tiers')).toBeNull();
  });
});
