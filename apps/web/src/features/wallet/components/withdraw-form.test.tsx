import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@uu/contract/wallet';
import { WithdrawForm } from './withdraw-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

// jsdom has no layout; PasscodeInput scrolls itself into view when focused.
if (!(Element.prototype as Partial<Element>).scrollIntoView) Object.assign(Element.prototype, { scrollIntoView: () => undefined });

const wallet: Wallet = {
  balances: { UU: '3000.00', U: '200.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
  pendingWithdrawUU: '0.00',
  crcRate: null,
  exchangeableCrc: '0.00',
  withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 1 },
  isActive: true,
  isSetPayPassword: true,
  hasPayoutDestination: true,
  expiringUU: { total: '0.00', days: [] },
};
const card = {
  id: 4,
  holder: 'Amy Chen',
  bankName: 'Bank of Taiwan',
  branch: null,
  maskedNumber: '•••• •••• •••• 1234',
  last4: '1234',
  createdAt: '2025-01-01T00:00:00.000Z',
  availableAt: '2025-01-02T00:00:00.000Z',
  held: false,
};
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function serve({ cards = [card], addresses = [] as unknown[] } = {}) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('/bankCard/getBankCard')) return ok({ list: cards, max: 5 });
    if (path.includes('/eftAddress/listEftAddress')) return ok({ list: addresses, max: 5 });
    if (path.includes('/withdraw')) {
      return ok({
        id: 11,
        currency: 'UU',
        amount: '1000.00',
        fee: '10.00',
        toFb: '330.00',
        toU: '660.00',
        status: 'pending',
        destination: 'Bank of Taiwan ••••1234',
        reason: null,
        createdAt: '2025-01-01T00:00:00.000Z',
        decidedAt: null,
        paidAt: null,
      });
    }
    throw new Error(`unexpected ${path}`);
  });
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WithdrawForm wallet={wallet} canPay={() => true} onDone={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountInput = () => screen.getByTestId('op-amount').querySelector('input') ?? screen.getByTestId<HTMLInputElement>('op-amount');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('WithdrawForm (product.md "Withdraw", spec §9)', () => {
  it('shows the breakdown while the amount is typed: 1% fee, 33% to FB, 66% to U', async () => {
    serve();
    renderForm();
    await screen.findByText('Bank of Taiwan');
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    expect(screen.getByTestId('op-breakdown-fee').textContent).toBe('10.00 UU');
    expect(screen.getByTestId('op-breakdown-fb').textContent).toBe('330.00 FB');
    expect(screen.getByTestId('op-breakdown-u').textContent).toBe('660.00 U');
    const tips = screen.getByTestId('op-withdraw-tips').textContent;
    expect(tips).toContain('100 UU 的整數倍');
    expect(tips).toContain('3 個工作日');
    expect(tips).toContain('今日已提領 1 次，每日最多 3 次');
  });

  it('shows the same breakdown again before the payment password, and sends the chosen card', async () => {
    serve();
    renderForm();
    await screen.findByText('Bank of Taiwan');
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('op-submit'));
    const confirm = await screen.findByTestId('op-confirm-breakdown');
    expect(within(confirm).getByTestId('op-confirm-breakdown-fee').textContent).toBe('10.00 UU');
    expect(within(confirm).getByTestId('op-confirm-breakdown-fb').textContent).toBe('330.00 FB');
    expect(within(confirm).getByTestId('op-confirm-breakdown-u').textContent).toBe('660.00 U');

    act(() => void fireEvent.change(screen.getByTestId('op-paypwd').querySelector('input')!, { target: { value: '135790' } }));
    await screen.findByTestId('op-result');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/withdraw'))!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({
      currency: 'UU',
      amount: '1000.00',
      destinationType: 'bank',
      destinationId: 4,
    });
    expect(screen.getByTestId('op-result-status').textContent).toBe('審核中');
  });

  it('refuses an amount that is not a multiple of 100, or under the minimum', async () => {
    serve();
    renderForm();
    await screen.findByText('Bank of Taiwan');
    fireEvent.change(amountInput(), { target: { value: '150' } });
    fireEvent.click(screen.getByTestId('op-submit'));
    await waitFor(() => expect(screen.getByText('金額須為 100 的整數倍')).toBeTruthy());
    expect(screen.queryByTestId('op-paypwd')).toBeNull();
  });

  it('a destination still in its 24-hour hold is shown with its release time and cannot be chosen', async () => {
    const fresh = { ...card, id: 5, bankName: 'Cathay United', last4: '9999', availableAt: '2025-01-03T04:00:00.000Z', held: true };
    serve({ cards: [fresh, card] });
    renderForm();
    await screen.findByText('Cathay United');
    const [heldItem, usable] = screen.getAllByTestId('op-destination-item') as [HTMLButtonElement, HTMLButtonElement];
    expect(heldItem.disabled).toBe(true);
    expect(within(heldItem).getByTestId('op-destination-held').textContent).toMatch(/^2025-01-03 \d{2}:00 起可提領$/);
    // The first usable one is chosen, not the held one listed before it.
    expect(heldItem.getAttribute('aria-checked')).toBe('false');
    expect(usable.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(heldItem);
    expect(heldItem.getAttribute('aria-checked')).toBe('false');
  });

  it('without a bank card or wallet address: the spec §8 message and a way to add one', async () => {
    serve({ cards: [] });
    renderForm();
    const empty = await screen.findByTestId('op-destination-empty');
    expect(empty.textContent).toContain('未設定錢包地址，無法提領');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/subpackage/bankCard/index');
  });
});
