import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@uu/contract/codes';
import type { Receipt, Statement } from '@uu/contract/statements';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';
import { statementMonths } from './statement-view';

const fetchMock = stubFetch();

const statement = (over: Partial<Statement> = {}): Statement => ({
  currency: 'UU',
  month: '2026-11',
  timeZone: 'Asia/Taipei',
  from: '2026-10-31T16:00:00.000Z',
  to: '2026-11-30T16:00:00.000Z',
  opening: '100.00',
  closing: '112.50',
  income: '20.00',
  expense: '7.50',
  list: [
    {
      id: 11,
      transactionId: 41,
      type: 'reward',
      amount: '20.00',
      balanceAfter: '120.00',
      counterparty: null,
      createdAt: '2026-11-03T02:00:00.000Z',
    },
    {
      id: 12,
      transactionId: 42,
      type: 'transfer_out',
      amount: '-7.50',
      balanceAfter: '112.50',
      counterparty: { nickname: 'bob', memberNo: '87654321' },
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  ...over,
});

const receipt: Receipt = {
  transactionId: 42,
  type: 'transfer_out',
  status: 'completed',
  lines: [
    { currency: 'KB', type: 'transfer_out', amount: '-100.00', balanceAfter: '10.00' },
    { currency: 'KB', type: 'transfer_fee', amount: '-10.00', balanceAfter: '0.00' },
  ],
  fee: { currency: 'KB', amount: '10.00' },
  counterparty: { nickname: 'bob', memberNo: '87654321' },
  ref: null,
  reverses: null,
  reversedBy: 44,
  createdAt: '2026-11-20T02:00:00.000Z',
};

/** The statement queries sent, and the receipt answer. */
let asked: URLSearchParams[] = [];
let receiptAnswer: () => Response;

beforeEach(async () => {
  asked = [];
  receiptAnswer = () => envelope(receipt);
  await i18n.changeLanguage('zh-Hant');
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  fetchMock.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    if (pathname === '/moneyLog/statement') {
      asked.push(searchParams);
      const month = searchParams.get('month') ?? '';
      return envelope(
        month === '2026-11'
          ? statement({ currency: searchParams.get('currency') as 'UU' })
          : statement({ month, list: [], opening: '5.00', closing: '5.00', income: '0.00', expense: '0.00' }),
      );
    }
    if (pathname.startsWith('/moneyLog/receipt/')) return receiptAnswer();
    return envelope(user);
  });
});

describe('statement', () => {
  it(
    'shows the month of a balance: opening, closing, sums and each movement opening its receipt; pickers change the query',
    { timeout: 30000 },
    async () => {
      renderApp('#/subpackage/statement/index?currency=UU&month=2026-11');
      expect((await screen.findByTestId('statement-opening', {}, { timeout: 5000 })).textContent).toBe('100.00 UU');
      expect(screen.getByTestId('statement-closing').textContent).toBe('112.50 UU');
      expect(screen.getByTestId('statement-income').textContent).toBe('+20.00');
      expect(screen.getByTestId('statement-expense').textContent).toBe('-7.50');
      expect(screen.getByTestId('statement-title').textContent).toBe('UU 積分 對帳單 · 2026-11');
      expect(screen.getByTestId('statement').textContent).toContain('2026-11-01 至 2026-11-30（Asia/Taipei 時間）');
      const lines = screen.getAllByTestId('statement-line');
      expect(lines).toHaveLength(2);
      expect(within(lines[1]!).getByTestId('statement-line-amount').textContent).toBe('-7.50');
      expect(lines[1]!.textContent).toContain('轉給 bob（87654321）');
      expect(within(lines[1]!).getByTestId('statement-line-open').getAttribute('href')).toBe('#/subpackage/receipt/index?id=42');

      // The balance picker: another currency, same month, kept in the address.
      fireEvent.click(screen.getByTestId('statement-currency-KB'));
      await waitFor(() => expect(window.location.hash).toBe('#/subpackage/statement/index?currency=KB&month=2026-11'));
      await waitFor(() => expect(asked.at(-1)?.get('currency')).toBe('KB'));
      // The month picker: the month before, an empty month (opening = closing).
      fireEvent.change(screen.getByTestId('statement-month'), { target: { value: '2026-10' } });
      await waitFor(() => expect(asked.at(-1)?.get('month')).toBe('2026-10'));
      expect(await screen.findByText('本月沒有資金異動')).toBeTruthy();
      expect(screen.getByTestId('statement-opening').textContent).toBe('5.00 KB');
      expect(screen.getByTestId('statement-closing').textContent).toBe('5.00 KB');
    },
  );

  it('prints through the browser', { timeout: 30000 }, async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp('#/subpackage/statement/index?currency=UU&month=2026-11');
    fireEvent.click(await screen.findByTestId('statement-print', {}, { timeout: 5000 }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('offers this month and the 23 before it, newest first', () => {
    const months = statementMonths('2027-01');
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(months.at(-1)).toBe('2025-02');
  });
});

describe('receipt', () => {
  it('shows the transaction: number, type, status, lines, fee, counterparty, and what reversed it', { timeout: 30000 }, async () => {
    await i18n.changeLanguage('en');
    renderApp('#/subpackage/receipt/index?id=42');
    expect((await screen.findByTestId('receipt-id', {}, { timeout: 5000 })).textContent).toBe('42');
    expect(screen.getByTestId('receipt-status').textContent).toBe('Completed');
    expect(screen.getAllByTestId('receipt-line').map((l) => l.textContent)).toEqual([
      expect.stringContaining('-100.00 KB'),
      expect.stringContaining('-10.00 KB'),
    ]);
    expect(screen.getByTestId('receipt-fee').textContent).toBe('10.00 KB');
    expect(screen.getByTestId('receipt-counterparty').textContent).toBe('bob (87654321)');
    expect(screen.getByRole('link', { name: '#44' }).getAttribute('href')).toBe('#/subpackage/receipt/index?id=44');
    expect(screen.getByTestId('receipt-statement').getAttribute('href')).toBe('#/subpackage/statement/index?currency=KB&month=2026-11');
    expect(screen.queryByTestId('receipt-source')).toBeNull();
  });

  it("says another member's transaction is not found, in the API's words", { timeout: 30000 }, async () => {
    receiptAnswer = () => envelope(null, { code: Code.RECEIPT_NOT_FOUND, msg: '您的錢包中沒有這筆交易，請確認交易編號' });
    renderApp('#/subpackage/receipt/index?id=9');
    expect((await screen.findByTestId('receipt-error', {}, { timeout: 5000 })).textContent).toContain('您的錢包中沒有這筆交易');
  });
});
