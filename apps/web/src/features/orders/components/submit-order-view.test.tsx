import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goods, Store } from '@uu/contract/mall';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const pickup: Goods = {
  id: 21,
  categoryId: 3,
  name: '門市自取禮盒',
  cover: '/files/box.png',
  price: '100.00',
  referencePrice: '120.00',
  fbPercent: 0,
  deliveryType: 'pickup',
  stock: 5,
  sold: 0,
  images: [],
  description: '',
  storeIds: [4],
  plan: null,
  specs: [],
  skus: [],
  purchaseLimit: null,
  detailImages: [],
} as unknown as Goods;

const store = (id: number, name: string): Store => ({
  id,
  name,
  address: '台北市信義區松仁路 100 號',
  phone: null,
  hours: null,
  picture: null,
  latitude: 25.03,
  longitude: 121.56,
});

let stores: Store[] = [];
let submitted: Record<string, unknown> | null = null;

beforeEach(() => {
  queryClient.clear();
  session.reset();
  localStorage.clear();
  submitted = null;
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user: { ...user, isSetPayPassword: true } });
  session.set('selectGoodsDetail', { goodsId: pickup.id, quantity: 1 });
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname } = new URL(String(url), 'http://x');
    if (pathname === `/mall/goods/${pickup.id}`) return envelope(pickup);
    if (pathname === '/mall/stores') return envelope({ list: stores });
    if (pathname === '/coupon/listCoupon')
      return envelope({ list: [], total: 0, page: 1, size: 1, counts: { available: 0, used: 0, expired: 0, forOrders: 0 } });
    if (pathname === '/planHistory/submitOrder') {
      submitted = JSON.parse(String(init?.body));
      return envelope(null, { code: 4004, msg: 'stop here' });
    }
    return envelope(user);
  });
});

describe('submitting self-pickup goods', () => {
  it('chooses the only store by itself, and submitting sends it', { timeout: 20000 }, async () => {
    stores = [store(4, '信義門市')];
    renderApp('#/subpackage/submitOrder/index');
    const option = await screen.findByTestId('submit-store-option', {}, { timeout: 14000 });
    await waitFor(() => expect(option.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(submitted).toMatchObject({ goodsId: pickup.id, storeId: 4 }));
  });

  it('among several stores, chooses the one used last time', { timeout: 30000 }, async () => {
    stores = [store(4, '信義門市'), store(5, '板橋門市')];
    renderApp('#/subpackage/submitOrder/index');
    const options = await screen.findAllByTestId('submit-store-option', {}, { timeout: 14000 });
    expect(options.map((o) => o.getAttribute('aria-checked'))).toEqual(['false', 'false']);
    fireEvent.click(options[1]!);
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(submitted).toMatchObject({ storeId: 5 }));
    cleanup();

    queryClient.clear();
    renderApp('#/subpackage/submitOrder/index');
    await waitFor(async () => {
      const again = await screen.findAllByTestId('submit-store-option');
      expect(again.map((o) => o.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    });
  });
});
