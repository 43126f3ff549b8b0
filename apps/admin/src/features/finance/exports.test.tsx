import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@uu/contract/admin-exports';
import { refreshWhileWriting } from './api/get-my-exports';
import ExportsPage from './exports-page';
import MyExportsPage, { percentDone } from './my-exports-page';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 1,
  kind: 'orders',
  status: 'queued',
  from: '2026-11-01',
  to: '2026-11-30',
  fileName: 'uu-orders_2026-11-01_2026-11-30.xlsx',
  rowsTotal: 8000,
  rowsDone: 0,
  createdAt: '2026-11-30T01:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  ...over,
});

// antd tables in jsdom are slow on a shared machine.
describe('background exports in the console', { timeout: 90_000 }, () => {
  it('progress: a share of the counted rows, never 100 before done; read again only while a job is being written', () => {
    expect(percentDone(job({ status: 'running', rowsDone: 2000 }))).toBe(25);
    expect(percentDone(job({ status: 'running', rowsDone: 9000 }))).toBe(99);
    expect(percentDone(job({ status: 'done', rowsDone: 8000 }))).toBe(100);
    expect(percentDone(job({ rowsTotal: 0 }))).toBe(0);
    expect(refreshWhileWriting([job({ status: 'done' }), job({ status: 'running' })])).toBe(2000);
    expect(refreshWhileWriting([job({ status: 'done' }), job({ status: 'failed' })])).toBe(false);
    expect(refreshWhileWriting(undefined)).toBe(false);
  });

  it('"my exports" shows each job’s progress, and a download only for a finished one not yet expired', async () => {
    const items = [
      job({ id: 3, status: 'running', rowsDone: 2400 }),
      job({
        id: 2,
        kind: 'members',
        status: 'done',
        rowsDone: 8000,
        fileName: 'uu-members_2026-11-01_2026-11-30.xlsx',
        expiresAt: '2999-01-01T00:00:00.000Z',
      }),
      job({ id: 1, kind: 'topups', status: 'done', rowsDone: 8000, expiresAt: '2000-01-01T00:00:00.000Z' }),
    ];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer({ items }));
    render(wrap(<MyExportsPage />));
    const running = (await screen.findByText('2400 / 8000 筆', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(within(running).getByText('產生中')).toBeTruthy();
    expect(within(running).queryByRole('button')).toBeNull();
    const done = screen.getByText('會員').closest('tr')!;
    expect(within(done).getByRole('button', { name: '下載 uu-members_2026-11-01_2026-11-30.xlsx' })).toBeTruthy();
    const expired = screen.getByText('儲值').closest('tr')!;
    expect(within(expired).getByText('已過期')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
    fetchMock.mockRestore();
  });

  it('an Excel export asks the server first: a large one is queued (no download), a small one downloads at once', async () => {
    let direct = false;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      if (url === '/admin/exports/jobs') return answer({ direct, rows: direct ? 3 : 8000, job: direct ? null : job({}) });
      return Promise.resolve(
        new Response('xlsx', { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
      );
    });
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    render(wrap(<ExportsPage />));
    const button = await screen.findByRole('button', { name: '訂單 下載 Excel' });
    fireEvent.click(button);
    await screen.findByText('資料較多（8000 筆），已在背景產生檔案；完成後請到「我的匯出」下載。');
    const started = fetchMock.mock.calls.find(([url]) => url === '/admin/exports/jobs')!;
    expect(JSON.parse(String(started[1]?.body))).toMatchObject({
      kind: 'orders',
      query: { from: expect.any(String), to: expect.any(String) },
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/admin/exports/orders.xlsx'))).toBe(false);

    direct = true;
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/admin/exports/orders.xlsx'))).toBe(true));
    fetchMock.mockRestore();
  });
});
