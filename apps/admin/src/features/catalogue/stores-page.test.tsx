import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { toPosition } from './components/store-map-picker';
import StoresPage, { hoursOf } from './stores-page';

function answer(data: unknown, code = 200, msg = 'ok') {
  return Promise.resolve(new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } }));
}

const store = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: { 'zh-Hant': `門市${id}` },
  address: { 'zh-Hant': '臺北市' },
  phone: null,
  hours: { 'zh-Hant': '每日 10:00–21:00', en: 'Daily 10:00–21:00' },
  latitude: 25.03,
  longitude: 121.56,
  picture: null,
  enabled: true,
  orderCount: 0,
  goodsCount: 0,
  writeoffCode: null,
  createdAt: '2026-11-22T04:00:00.000Z',
  ...over,
});

type Sent = { method: string; path: string; body: unknown };

function mockServer(stores: ReturnType<typeof store>[]) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const path = String(url);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (method !== 'GET') sent.push({ method, path, body });
    // No tile source: the form works with the number fields alone.
    if (path === '/sysConfig/getMapConfig') return answer({ tileUrl: null, attribution: null, maxZoom: 19 });
    if (path === '/admin/mall/stores') return answer({ list: stores });
    const enabled = /^\/admin\/mall\/stores\/(\d+)\/enabled$/.exec(path);
    if (enabled) return answer({ ...stores.find((s) => s.id === Number(enabled[1])), ...(body as object) });
    if (method === 'DELETE') return answer(null);
    if (path === '/admin/mall/store')
      return answer({ id: 9, name: '新門市', address: '臺北市', phone: null, hours: null, latitude: 25, longitude: 121, picture: null });
    throw new Error(`unexpected ${method} ${path}`);
  });
  return sent;
}

function renderPage() {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <StoresPage />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

const row = async (name: string) => (await screen.findByText(name, undefined, { timeout: 10_000 })).closest('tr') as HTMLElement;
/** The dialog holding `text` (antd keeps closed dialogs in the page for their animation). */
const dialogWith = async (text: string | RegExp) =>
  (await screen.findByText(text, undefined, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;

describe('stores page', () => {
  beforeEach(() => queryClient.clear());

  it('disables a store after a confirmation that says what members will see', async () => {
    const sent = mockServer([store(1, { orderCount: 3, goodsCount: 1 })]);
    renderPage();
    fireEvent.click(within(await row('門市1')).getByRole('switch'));
    const confirm = await dialogWith(/會員在門市列表、自取與核銷的門市選擇中都看不到這間門市.*已下的 3 筆訂單照常可查/);
    expect(within(confirm).getAllByText('停用「門市1」？').length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/admin/mall/stores/1/enabled', body: { enabled: false } }]));
  }, 60_000);

  it('deletes only after a confirmation, and tells to disable a store in use instead of calling', async () => {
    const sent = mockServer([store(1, { orderCount: 2, goodsCount: 1 }), store(2)]);
    renderPage();
    fireEvent.click(within(await row('門市1')).getByRole('button', { name: '刪除' }));
    const warning = await dialogWith(/有 2 筆訂單、1 項商品使用，不能刪除；請改為停用/);
    fireEvent.click(within(warning).getByRole('button', { name: '確定' }));
    expect(sent).toEqual([]);

    fireEvent.click(within(await row('門市2')).getByRole('button', { name: '刪除' }));
    const confirm = await dialogWith('刪除後無法復原，會員將不再看到這間門市。');
    fireEvent.click(within(confirm).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/admin/mall/stores/2', body: undefined }]));
  }, 60_000);

  it('edits the hours per language and saves without a map (no tiles): the number fields are enough', async () => {
    const sent = mockServer([store(1)]);
    renderPage();
    fireEvent.click(within(await row('門市1')).getByRole('button', { name: '編輯' }));
    const form = await dialogWith('地圖目前無法載入（可能未連上網路），請直接輸入緯度與經度。');
    expect(within(form).getByLabelText<HTMLInputElement>('營業時間 繁體中文').value).toBe('每日 10:00–21:00');
    fireEvent.change(within(form).getByLabelText('營業時間 简体中文'), { target: { value: '每日 10:00–21:00（简）' } });
    fireEvent.click(within(form).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/admin/mall/store')).toBe(true));
    expect(sent.find((s) => s.path === '/admin/mall/store')?.body).toMatchObject({
      id: 1,
      hours: { 'zh-Hant': '每日 10:00–21:00', 'zh-Hans': '每日 10:00–21:00（简）', en: 'Daily 10:00–21:00' },
      latitude: 25.03,
      longitude: 121.56,
    });
  }, 60_000);

  it('keeps only the languages written, and none at all as null', () => {
    expect(hoursOf({ 'zh-Hant': ' 9-18 ', en: '' })).toEqual({ 'zh-Hant': '9-18' });
    expect(hoursOf({ 'zh-Hant': '', en: ' ' })).toBeNull();
    expect(hoursOf(undefined)).toBeNull();
  });

  it('rounds a picked position and brings longitudes back within ±180', () => {
    expect(toPosition({ lat: 25.03301234, lng: 121.56549876 })).toEqual({ latitude: 25.033012, longitude: 121.565499 });
    expect(toPosition({ lat: 10, lng: 190 })).toEqual({ latitude: 10, longitude: -170 });
  });
});
