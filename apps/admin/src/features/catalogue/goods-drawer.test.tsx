import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGoods } from '@uu/contract/admin-catalogue';
import type { SaveGoodsBody } from '@uu/contract/mall';
import { queryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { GoodsDrawer } from './goods-drawer';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

const img = (n: number) => `/files/${String(n).repeat(32)}.webp`;

const stored: AdminGoods = {
  id: 7,
  categoryId: 2,
  name: { 'zh-Hant': '帽 T', en: 'Hoodie' },
  cover: img(1),
  price: '100.00',
  referencePrice: null,
  fbPercent: 30,
  deliveryType: 'express',
  stock: 8,
  sold: 0,
  onSale: true,
  updatedAt: '2026-11-27T01:00:00.000Z',
  images: [img(1), img(2), img(3)],
  detailImages: [],
  description: { 'zh-Hant': '<p>棉</p>' },
  storeIds: [],
  plan: null,
  specs: [
    { name: '顏色', values: ['紅', '藍'] },
    { name: '尺寸', values: ['M'] },
  ],
  skus: [
    { id: 71, values: ['紅', 'M'], price: '100.00', stock: 5, picture: null },
    { id: 72, values: ['藍', 'M'], price: '100.00', stock: 3, picture: img(4) },
  ],
  purchaseLimit: 2,
  createdAt: '2026-11-20T01:00:00.000Z',
};

/** The console's calls: the detail (as opened, then as it is when saving), categories, stores, the save. */
function serve(reads: AdminGoods[], saved: SaveGoodsBody[]) {
  let read = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const path = String(url);
    if (path === '/admin/mall/goods/7') return answer(reads[Math.min(read++, reads.length - 1)]);
    if (path === '/admin/mall/categories') return answer({ list: [] });
    if (path === '/admin/mall/stores') return answer({ list: [] });
    if (path === '/admin/mall/goods' && init?.method === 'POST') {
      saved.push(JSON.parse(String(init.body)) as SaveGoodsBody);
      return answer({ id: 7 });
    }
    return Promise.resolve(new Response('not served', { status: 404 }));
  });
}

function renderDrawer() {
  saveSession({
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    admin: {
      id: 1,
      email: 'op@back.office',
      name: '小編',
      role: 'operator',
      roleName: '營運',
      permissions: [],
      storeId: null,
      storeName: null,
    },
  });
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <GoodsDrawer goodsId={7} onClose={() => undefined} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

// Queries by label, not by role: the drawer is a large tree and role queries on it take seconds each in jsdom.
const save = () => fireEvent.click(screen.getByText('儲存').closest('button')!);

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('the goods drawer’s gallery', () => {
  it('reorders, removes and keeps the gallery pictures in the order saved', async () => {
    const saved: SaveGoodsBody[] = [];
    serve([stored], saved);
    renderDrawer();
    await screen.findByTestId('spec-editor', undefined, { timeout: 20_000 });
    fireEvent.click(screen.getByLabelText('第 3 張往前移'));
    await waitFor(() => expect(screen.getByLabelText<HTMLButtonElement>('第 1 張往前移').disabled).toBe(true));
    fireEvent.click(screen.getByLabelText('第 1 張往後移'));
    // [3, 1, 2]: the second picture (img(1)) goes.
    const gallery = screen.getAllByTestId('image-order')[1]!.parentElement!;
    fireEvent.click(within(gallery).getByTitle(/刪除|remove|delete/i));
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.images).toEqual([img(3), img(2)]);
  }, 150_000);

  it('moves a picture to where it is dropped', async () => {
    const saved: SaveGoodsBody[] = [];
    serve([stored], saved);
    renderDrawer();
    await screen.findByTestId('spec-editor', undefined, { timeout: 20_000 });
    const items = () => screen.getAllByTestId('gallery-item');
    fireEvent.dragStart(items()[2]!);
    fireEvent.dragOver(items()[0]!);
    fireEvent.drop(items()[0]!);
    // The third picture is now the cover; dropping the new second one on itself changes nothing.
    await waitFor(() => expect(items()[0]!.querySelector('img')?.getAttribute('src')).toBe(img(3)));
    fireEvent.dragStart(items()[1]!);
    fireEvent.drop(items()[1]!);
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.images).toEqual([img(3), img(1), img(2)]);
  }, 150_000);
});
