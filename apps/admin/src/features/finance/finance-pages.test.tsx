import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawal } from '@uu/contract/admin-finance';
import LedgerPage from './ledger-page';
import WithdrawalsPage from './withdrawals-page';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    // As the console's app.tsx: no space inserted between two Chinese characters of a button.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

const base: Omit<AdminWithdrawal, 'id' | 'currency' | 'status'> = {
  member: { id: 7, memberNo: '12345678', nickname: '小美' },
  amount: '200.00',
  fee: '2.00',
  toFb: '66.00',
  toU: '132.00',
  destination: {
    type: 'bank',
    label: '臺灣銀行 •••• 7890',
    holder: '陳美',
    bankName: '臺灣銀行',
    branch: null,
    maskedNumber: '•••• •••• •••• 7890',
    last4: '7890',
    cardNumber: '6222021234567890',
  },
  reason: null,
  createdAt: '2026-11-22T04:00:00.000Z',
  decidedAt: null,
  paidAt: null,
  reviewedBy: null,
  paidBy: null,
  payoutRef: null,
  payoutDate: null,
  payoutProof: null,
};

// antd tables in jsdom are slow on a shared machine.
describe('finance pages', { timeout: 90_000 }, () => {
  it('offers each withdrawal only the decisions its state allows, and sends a rejection with its reason', async () => {
    const list: AdminWithdrawal[] = [
      { ...base, id: 1, currency: 'UU', status: 'pending' },
      {
        ...base,
        id: 2,
        currency: 'U',
        status: 'approved',
        fee: '0.00',
        toFb: '0.00',
        toU: '0.00',
        destination: { type: 'eft', label: 'TRC20 TQn9Y2…bLSE', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      },
      { ...base, id: 3, currency: 'UU', status: 'rejected', reason: '戶名不符' },
    ];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      if (String(url).startsWith('/admin/wallet/withdrawals')) {
        return answer({ list, total: 3, page: 1, size: 20, counts: { pending: 1, approved: 1, paid: 0, rejected: 1, canceled: 0 } });
      }
      return answer({ ...list[0], status: 'rejected', reason: JSON.parse(String(init?.body)).reason, destination: '臺灣銀行 •••• 7890' });
    });
    render(wrap(<WithdrawalsPage />));
    await screen.findAllByText('手續費 2.00', undefined, { timeout: 10_000 });
    const rows = screen.getAllByRole('row');
    const [pending, payout, rejected] = rows.slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    // A UU withdrawal: approve or reject, with its split shown. No "paid": its value leaves as FB and U.
    expect(within(pending).getByText('手續費 2.00')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: '標記已付款' })).toBeNull();
    expect(within(pending).getByRole('button', { name: '核准' })).toBeTruthy();
    // An approved U payout: mark paid or reject, no second approval; the address is whole.
    expect(within(payout).getByRole('button', { name: '標記已付款' })).toBeTruthy();
    expect(within(payout).queryByRole('button', { name: '核准' })).toBeNull();
    expect(within(payout).getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeTruthy();
    // A decided one: nothing to do.
    expect(
      within(rejected)
        .queryAllByRole('button')
        .filter((b) => b.textContent === '駁回'),
    ).toHaveLength(0);

    fireEvent.click(within(pending).getByRole('button', { name: '駁回' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
    fireEvent.change(within(dialog).getByLabelText('駁回原因（會員看得到）'), { target: { value: '  戶名不符  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '駁回' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/admin/wallet/withdrawal/1/review')).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/admin/wallet/withdrawal/1/review')!;
    expect(sent[1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ decision: 'reject', reason: '戶名不符' });
    fetchMock.mockRestore();
  });

  it('marks a payout paid only with its reference and day, and shows the record kept', async () => {
    const payout: AdminWithdrawal = {
      ...base,
      id: 2,
      currency: 'U',
      status: 'approved',
      destination: { type: 'eft', label: 'TRC20 TQn9Y2…bLSE', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    };
    const paid: AdminWithdrawal = {
      ...payout,
      id: 3,
      status: 'paid',
      payoutRef: 'CTBC-0042',
      payoutDate: '2026-11-21',
      paidAt: '2026-11-22T05:00:00.000Z',
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      if ((url as string).startsWith('/admin/wallet/withdrawals')) {
        return answer({
          list: [payout, paid],
          total: 2,
          page: 1,
          size: 20,
          counts: { pending: 0, approved: 1, paid: 1, rejected: 0, canceled: 0 },
        });
      }
      return answer({ ...payout, status: 'paid', destination: payout.destination.label });
    });
    render(wrap(<WithdrawalsPage />));
    expect(await screen.findByText('參考編號：CTBC-0042', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('撥款日期：2026-11-21')).toBeTruthy();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '標記已付款' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
    // The reference is required: nothing is sent without it.
    fireEvent.click(within(dialog).getByRole('button', { name: '標記已付款' }));
    expect(await within(dialog).findByText('請輸入 1 到 100 個字的參考編號', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/review'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('撥款參考編號'), { target: { value: ' TX-77 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '標記已付款' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/admin/wallet/withdrawal/2/review')).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/admin/wallet/withdrawal/2/review')!;
    expect(JSON.parse(sent[1]?.body as string)).toMatchObject({
      decision: 'paid',
      payoutRef: 'TX-77',
      payoutDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    fetchMock.mockRestore();
  });

  it('lists what a ledger check found, with whose account and the amounts', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer({
        ok: false,
        checkedAt: '2026-11-22T04:00:00.000Z',
        transactions: 12,
        accounts: 9,
        problems: [
          {
            kind: 'balance',
            accountId: 4,
            owner: { kind: 'member', member: { id: 7, memberNo: '12345678', nickname: '小美' } },
            currency: 'UU',
            balance: '50.01',
            entries: '50.00',
          },
          { kind: 'unbalanced', transactionId: 5, currency: 'FB', sum: '0.01' },
        ],
      }),
    );
    render(wrap(<LedgerPage />));
    expect(screen.getByText('尚未核對。核對只讀取資料，不會改動任何餘額。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /立即核對/ }));
    expect(await screen.findByText('發現 2 個問題', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('餘額與分錄不符')).toBeTruthy();
    expect(screen.getByText('小美')).toBeTruthy();
    expect(screen.getByText('餘額 50.01，分錄加總 50.00')).toBeTruthy();
    expect(screen.getByText('交易 #5 的 FB 分錄加總為 0.01')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/admin/ledger/verify');
    fetchMock.mockRestore();
  });
});
