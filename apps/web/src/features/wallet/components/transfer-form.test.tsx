import { createHash } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@uu/contract/wallet';
import { TransferForm } from './transfer-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const wallet: Wallet = {
  balances: { UU: '1000.00', U: '500.00', FB: '0.00', KB: '200.00', CRC: '0.00' },
  pendingWithdrawUU: '0.00',
  crcRate: '2.00',
  exchangeableCrc: '500.00',
  withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 },
  isActive: true,
  isSetPayPassword: true,
  hasPayoutDestination: true,
  expiringUU: { total: '0.00', days: [] },
};
const bob = { id: 9, nickname: 'bob2025', memberNo: '87654321', avatar: null, level: 2 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const result = (amount: string) => ({
  transactionId: 1,
  currency: 'UU',
  amount,
  fee: '0.00',
  to: bob,
  balance: '900.00',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
const header = (call: Parameters<typeof fetch>, name: string) => (call[1]?.headers as Record<string, string>)[name];

function renderForm(canPay = () => true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TransferForm wallet={wallet} canPay={canPay} onDone={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId<HTMLInputElement>(testId);
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const typePayPassword = (digits: string) =>
  act(() => void fireEvent.change(screen.getByTestId('op-paypwd').querySelector('input')!, { target: { value: digits } }));

// jsdom has no layout; PasscodeInput scrolls itself into view when focused.
if (!(Element.prototype as Partial<Element>).scrollIntoView) Object.assign(Element.prototype, { scrollIntoView: () => undefined });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('TransferForm (product.md "Transfer")', () => {
  it('U moves in multiples of 100: 150 is refused before anything is sent', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('op-transfer-currency-U'));
    type('op-recipient', 'bob2025');
    type('op-amount', '150');
    fetchMock.mockResolvedValueOnce(ok(bob));
    fireEvent.click(screen.getByTestId('op-submit'));
    await waitFor(() => expect(screen.getByText('金額須為 100 的整數倍')).toBeTruthy());
    expect(screen.queryByTestId('op-paypwd')).toBeNull();
    expect(calls('/transferCash')).toHaveLength(0);
    // The field takes whole units only: the point is dropped as it is typed.
    type('op-amount', '100.5');
    expect(input('op-amount').value).toBe('1005');
  });

  it('shows who the recipient resolved to before the payment password is asked', async () => {
    renderForm();
    fetchMock.mockResolvedValueOnce(ok(bob));
    type('op-recipient', 'bob@example.com');
    fireEvent.click(screen.getByTestId('op-recipient-lookup'));
    const card = await screen.findByTestId('op-recipient-card');
    expect(card.textContent).toContain('bob2025');
    expect(card.textContent).toContain('87654321');
    expect(card.textContent).toContain('高級會員');
    expect(String(calls('/user/findRecipient')[0]![0])).toContain('account=bob%40example.com');
    // Changing the field drops the card: it no longer says who the money goes to.
    type('op-recipient', 'someone');
    expect(screen.queryByTestId('op-recipient-card')).toBeNull();
  });

  it('an unknown recipient is said under the field and nothing is confirmed', async () => {
    renderForm();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 2004, msg: '找不到收款會員', data: null }), { headers: { 'content-type': 'application/json' } }),
    );
    type('op-recipient', 'nobody');
    type('op-amount', '10');
    fireEvent.click(screen.getByTestId('op-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('找不到收款會員'));
    expect(screen.queryByTestId('op-paypwd')).toBeNull();
  });

  it('sends the resolved member number, the hashed payment password and one Idempotency-Key, reused when the same submission is retried', async () => {
    renderForm();
    fetchMock.mockResolvedValueOnce(ok(bob));
    type('op-recipient', 'bob2025');
    type('op-amount', '100');
    fireEvent.click(screen.getByTestId('op-submit'));
    const sheet = await screen.findByTestId('op-confirm-recipient');
    expect(sheet.textContent).toContain('bob2025');

    // The first attempt gets no answer (network); the member types the same password again.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    typePayPassword('135790');
    await waitFor(() => expect(calls('/transferUu')).toHaveLength(1));
    await waitFor(() => expect(input('op-paypwd').value).toBe(''));
    fetchMock.mockResolvedValueOnce(ok(result('100.00')));
    typePayPassword('135790');
    await screen.findByTestId('op-result');

    const [first, retry] = calls('/transferUu');
    expect(JSON.parse(String(first![1]!.body))).toEqual({
      to: '87654321',
      currency: 'UU',
      amount: '100.00',
      payPassword: sha256('135790'),
    });
    expect(header(first!, 'idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(header(retry!, 'idempotency-key')).toBe(header(first!, 'idempotency-key'));
    expect(screen.getByTestId('op-result-balance').textContent).toBe('900.00');

    // Another transfer is another action: a new key.
    fireEvent.click(screen.getByTestId('op-again'));
    type('op-amount', '100');
    fireEvent.click(screen.getByTestId('op-submit'));
    await screen.findByTestId('op-confirm-recipient');
    fetchMock.mockResolvedValueOnce(ok(result('100.00')));
    typePayPassword('135790');
    await screen.findByTestId('op-result');
    const third = calls('/transferUu')[2]!;
    expect(header(third, 'idempotency-key')).not.toBe(header(first!, 'idempotency-key'));
  });

  it('asks for the payment password to be set first, and stops there', async () => {
    const canPay = vi.fn(() => false);
    renderForm(canPay);
    fetchMock.mockResolvedValueOnce(ok(bob));
    type('op-recipient', 'bob2025');
    type('op-amount', '10');
    fireEvent.click(screen.getByTestId('op-submit'));
    await waitFor(() => expect(canPay).toHaveBeenCalled());
    expect(screen.queryByTestId('op-paypwd')).toBeNull();
  });

  it('a KB transfer shows its 10% fee and the total', () => {
    renderForm();
    fireEvent.click(screen.getByTestId('op-transfer-currency-KB'));
    type('op-amount', '50');
    expect(screen.getByTestId('op-fee').textContent).toBe('5.00 KB');
    expect(screen.getByTestId('op-total').textContent).toBe('55.00 KB');
    expect(within(screen.getByTestId('op-transfer-currency-KB')).getByText('可用 200.00')).toBeTruthy();
  });
});
