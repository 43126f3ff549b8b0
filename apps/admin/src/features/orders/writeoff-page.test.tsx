import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Code } from '@uu/contract/codes';
import { queryClient } from '@/lib/query-client';
import WriteOffPage from './writeoff-page';

function answer(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

const row = {
  id: 7,
  orderNo: '2026112212345678',
  status: 6,
  deliveryType: 'writeoff',
  member: { id: 3, memberNo: '12345678', nickname: 'mei' },
  goods: { id: 2, name: '咖啡券' },
  quantity: 2,
  writtenOff: 2,
  total: '160.00',
  paidUU: '160.00',
  paidFB: '0.00',
  store: { id: 1, name: '甲門市' },
  createdAt: '2026-11-22T04:00:00.000Z',
  paidAt: '2026-11-22T04:00:00.000Z',
  doneAt: '2026-11-22T05:00:00.000Z',
  refundedAt: null,
};

function renderDesk() {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <WriteOffPage />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

describe('write-off desk', () => {
  it('shows a wrong code, a redeemed order with its member, and a repeat as already redeemed', async () => {
    let redeemed = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path.startsWith('/admin/orders?'))
        return answer({ code: 200, msg: 'ok', data: { list: [], total: 0, page: 1, size: 10, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0] } });
      if (path.startsWith('/admin/orders/write-off')) return answer({ code: 200, msg: 'ok', data: row });
      if (path === '/admin/orders/redeem') {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '1234567890') return answer({ code: Code.WRITE_OFF_CODE_WRONG, msg: '核銷碼錯誤', data: null });
        if (redeemed) return answer({ code: Code.ORDER_ACTION_NOT_ALLOWED, msg: '訂單目前的狀態不能執行此操作', data: null });
        redeemed = true;
        return answer({ code: 200, msg: 'ok', data: { ...row, writeOffCode: null } });
      }
      throw new Error(`unexpected ${path}`);
    });
    renderDesk();
    const type = (value: string) => fireEvent.change(screen.getByLabelText('核銷碼'), { target: { value } });
    const redeem = () => fireEvent.click(screen.getByRole('button', { name: '核銷' }));

    type('0000000000');
    redeem();
    expect(await screen.findByText('無法核銷：核銷碼錯誤', undefined, { timeout: 10_000 })).toBeTruthy();

    type('1234567890');
    redeem();
    expect(await screen.findByText('核銷成功', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('writeoff-goods').textContent).toBe('咖啡券');
    expect(screen.getByText('mei（12345678）')).toBeTruthy();

    type('1234567890');
    redeem();
    expect(await screen.findByText(/此核銷碼已於 .* 核銷/, undefined, { timeout: 10_000 })).toBeTruthy();
    // Without a barcode reader in the browser, there is no scan button: the desk types codes.
    expect(screen.queryByRole('button', { name: /掃描/ })).toBeNull();
  }, 60_000);

  it('writes off part of an order: sends the pieces typed, says how many remain, and the list shows the progress', async () => {
    const pending = { ...row, id: 8, quantity: 5, writtenOff: 0, status: 4, doneAt: null };
    const sent: unknown[] = [];
    queryClient.clear();
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (path.startsWith('/admin/orders?')) {
        const list = path.includes('status=4') ? [{ ...pending, writtenOff: pending.writtenOff }] : [];
        return answer({ code: 200, msg: 'ok', data: { list, total: list.length, page: 1, size: 10, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0] } });
      }
      if (path.startsWith('/admin/orders/write-off')) return answer({ code: 200, msg: 'ok', data: pending });
      if (path === '/admin/orders/redeem') {
        const body = JSON.parse(String(init?.body)) as { code: string; quantity?: number };
        sent.push(body);
        if ((body.quantity ?? 5 - pending.writtenOff) > 5 - pending.writtenOff)
          return answer({ code: Code.WRITE_OFF_TOO_MANY, msg: `核銷數量超過訂單剩餘數量：尚餘 ${5 - pending.writtenOff} 件`, data: null });
        pending.writtenOff += body.quantity ?? 5 - pending.writtenOff;
        if (pending.writtenOff === 5) Object.assign(pending, { status: 6, doneAt: '2026-11-22T06:00:00.000Z' });
        return answer({ code: 200, msg: 'ok', data: { ...pending, writeOffCode: null } });
      }
      throw new Error(`unexpected ${path}`);
    });
    renderDesk();
    expect(await screen.findByText('0／5 件', undefined, { timeout: 10_000 })).toBeTruthy();
    const type = (code: string, pieces: string) => {
      fireEvent.change(screen.getByLabelText('核銷碼'), { target: { value: code } });
      fireEvent.change(screen.getByLabelText('件數'), { target: { value: pieces } });
    };
    const redeem = () => fireEvent.click(screen.getByRole('button', { name: '核銷' }));

    type('5555555555', '2');
    redeem();
    expect(await screen.findByText('已核銷部分件數，訂單尚餘 3 件待核銷', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('writeoff-progress').textContent).toBe('2／5 件');
    expect(sent).toEqual([{ code: '5555555555', quantity: 2 }]);

    type('5555555555', '4');
    redeem();
    expect(await screen.findByText('無法核銷：核銷數量超過訂單剩餘數量：尚餘 3 件', undefined, { timeout: 10_000 })).toBeTruthy();

    // No pieces typed: all that remain.
    type('5555555555', '');
    redeem();
    expect(await screen.findByText('核銷成功', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(sent[2]).toEqual({ code: '5555555555' });
  }, 60_000);
});
