import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import ChatModelsPage from './models-page';
import ChatStatsPage from './stats-page';
import ChatUsagePage from './usage-page';

function answer(body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), { headers: { 'content-type': 'application/json' } }),
  );
}

function mount(page: ReactNode) {
  render(
    <ConfigProvider>
      <AntApp>
        <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

const model = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'GPT',
  baseUrl: 'https://api.example.com/v1',
  model: 'gpt-x',
  hasKey: true,
  keyLast4: 'WXYZ',
  priceIn: '0.002',
  priceOut: '0.006',
  enabled: true,
  isDefault: true,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('chat models page', () => {
  it('shows keys by their last four only, marks the default, sets another default and tests a connection', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path.startsWith('/admin/chat/models/default')) return answer(model({ id: 2, name: 'Local', isDefault: true }));
      if (path.startsWith('/admin/chat/models/test')) return answer({ ok: true, text: 'pong', latencyMs: 120 });
      if (path.startsWith('/admin/chat/models'))
        return answer({
          list: [model({}), model({ id: 2, name: 'Local', hasKey: false, keyLast4: null, isDefault: false })],
          fallback: { kind: 'model', name: 'GPT' },
        });
      return answer(null);
    });
    mount(<ChatModelsPage />);
    const gpt = (await screen.findByText('GPT', { selector: 'td *' })).closest('tr') as HTMLElement;
    expect(within(gpt).getByText('••••WXYZ')).toBeTruthy();
    expect(within(gpt).getByText('預設')).toBeTruthy();
    expect(within(gpt).queryByText('設為預設')).toBeNull();
    expect(screen.getByText('未選擇模型的會員由此回答：GPT')).toBeTruthy();
    const local = screen.getByText('Local').closest('tr') as HTMLElement;
    expect(within(local).getByText('無')).toBeTruthy();
    fireEvent.click(within(local).getByText('設為預設'));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/admin/chat/models/default', body: { id: 2 } }));
    fireEvent.click(within(gpt).getByText('測試連線'));
    expect(await screen.findByText('連線成功（120 毫秒）：pong')).toBeTruthy();
  }, 30_000);

  it('adds a model with its key and prices; a bad price is refused before any call', async () => {
    const posts: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const path = String(url);
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return answer(model({ id: 3 }));
      }
      if (path.startsWith('/admin/chat/models')) return answer({ list: [], fallback: { kind: 'builtin', name: null } });
      return answer(null);
    });
    mount(<ChatModelsPage />);
    expect(await screen.findByText('尚未設定模型：會員由內建助理回答。')).toBeTruthy();
    fireEvent.click(screen.getByText('新增模型', { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名稱'), { target: { value: 'Qwen' } });
    fireEvent.change(within(dialog).getByLabelText('基礎網址'), { target: { value: 'http://127.0.0.1:11434/v1' } });
    fireEvent.change(within(dialog).getByLabelText('模型代號'), { target: { value: 'qwen2.5' } });
    fireEvent.change(within(dialog).getByLabelText('API 金鑰'), { target: { value: 'sk-abc-1234' } });
    fireEvent.change(within(dialog).getByLabelText('輸入價格（元／千 token）'), { target: { value: '0.0000001' } });
    fireEvent.click(within(dialog).getByText(/^儲\s?存$/, { selector: 'button span' }));
    expect(await within(dialog).findByText('價格為每千 token 的元數，最多六位小數')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('輸入價格（元／千 token）'), { target: { value: '0.0015' } });
    fireEvent.click(within(dialog).getByText(/^儲\s?存$/, { selector: 'button span' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          name: 'Qwen',
          baseUrl: 'http://127.0.0.1:11434/v1',
          model: 'qwen2.5',
          priceIn: '0.0015',
          priceOut: '0',
          enabled: true,
          apiKey: 'sk-abc-1234',
        },
      ]),
    );
  }, 30_000);
});

describe('chat statistics and usage pages', () => {
  it('shows the totals, intents, tools and the cost per model of the period', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer({
        from: '2026-10-29',
        to: '2026-11-27',
        days: [{ day: '2026-11-27', questions: 12, failures: 2 }],
        tools: [{ tool: 'balances', answers: 4 }],
        intents: [{ intent: 'withdraw', answers: 7 }],
        models: [{ source: 'model', modelId: 1, modelName: 'GPT', answers: 5, tokensIn: 1200, tokensOut: 300, cost: '0.0042' }],
        totals: { questions: 12, failures: 2, cost: '0.0042' },
      }),
    );
    mount(<ChatStatsPage />);
    expect(await screen.findByText('2026-11-27')).toBeTruthy();
    expect(screen.getByText('withdraw')).toBeTruthy();
    expect(screen.getByText('balances')).toBeTruthy();
    const gpt = screen.getByText('GPT').closest('tr') as HTMLElement;
    expect(within(gpt).getByText('0.0042')).toBeTruthy();
    expect(within(gpt).getByText('設定的模型')).toBeTruthy();
  }, 30_000);

  it('lists answers and filters by member number', async () => {
    const paths: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      paths.push(String(url));
      return answer({
        list: [
          {
            id: 9,
            logId: 30,
            memberNo: 'U123',
            conversationId: 4,
            source: 'builtin',
            modelId: null,
            modelName: 'builtin',
            intent: 'balance',
            tools: [],
            tokensIn: 0,
            tokensOut: 0,
            cost: '0.00',
            firstTokenMs: 8,
            totalMs: 40,
            status: 'failed',
            failureCode: 4003,
            createdAt: '2026-11-27T01:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        size: 20,
      });
    });
    mount(<ChatUsagePage />);
    const row = (await screen.findByText('U123')).closest('tr') as HTMLElement;
    expect(within(row).getByText('內建助理')).toBeTruthy();
    expect(within(row).getByText('失敗 4003')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('會員編號'), { target: { value: 'U123' } });
    fireEvent.click(screen.getByText(/^查\s?詢$/, { selector: 'button span' }));
    await waitFor(() => expect(paths.some((p) => p.startsWith('/admin/chat/usage?') && p.includes('memberNo=U123'))).toBe(true));
  }, 30_000);
});
