import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_TYPES, type Category, type GoodsSummary } from '@uu/contract/mall';
import { flatten } from '@uu/i18n/types';
import { webResources } from '@uu/i18n/web';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch } from '@/test/api';
import { renderApp } from '@/test/render-app';
import { SEARCH_DEBOUNCE_MS } from './mall-view';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const categories: Category[] = [
  { id: 3, name: '生活用品', icon: null },
  { id: 5, name: '數碼家電', icon: null },
];

const card = (id: number, over: Partial<GoodsSummary> = {}): GoodsSummary => ({
  id,
  categoryId: 3,
  name: `商品 ${id}`,
  cover: `/files/cover-${id}.png`,
  price: '1280.00',
  referencePrice: null,
  fbPercent: 0,
  deliveryType: 'express',
  stock: 10,
  sold: 0,
  ...over,
});

/** The goods asks the app made, as their query strings. */
const goodsCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/mall/goods')
    .map((url) => Object.fromEntries(url.searchParams));

let goods: GoodsSummary[] = [];

beforeEach(() => {
  queryClient.clear();
  session.reset();
  goods = [
    card(12, { name: '保溫杯 500ml', price: '1280.00', referencePrice: '1599.00', sold: 34 }),
    card(11, { name: '藍牙耳機', price: '2500.5', deliveryType: 'pickup', categoryId: 5, stock: 0 }),
  ];
  fetchMock.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    if (pathname === '/mall/categories') return envelope({ list: categories });
    if (pathname === '/mall/goods') {
      const q = searchParams.get('q');
      const categoryId = Number(searchParams.get('categoryId')) || undefined;
      const list = goods.filter((g) => (!q || g.name.includes(q)) && (!categoryId || g.categoryId === categoryId));
      return envelope({ list, total: list.length, page: Number(searchParams.get('page')), size: Number(searchParams.get('size')) });
    }
    return envelope(null);
  });
});

describe('mall', { timeout: 30000 }, () => {
  it('shows the goods two by two: price in UU, the reference price struck through, delivery and sold count', async () => {
    renderApp('#/pages/mall/index');
    const cards = await screen.findAllByTestId('mall-goods-card', {}, { timeout: 5000 });
    expect(cards.map((c) => c.getAttribute('data-goods-id'))).toEqual(['12', '11']);
    expect(goodsCalls()[0]).toEqual({ page: '1', size: '20' });

    const first = cards[0]!;
    expect(within(first).getByTestId('mall-goods-price').textContent).toBe('1,280.00 UU');
    const reference = within(first).getByTestId('mall-goods-reference-price');
    expect(reference.tagName).toBe('DEL');
    expect(reference.textContent).toBe('1,599.00');
    expect(first.textContent).toContain('快遞配送');
    expect(first.textContent).toContain('已售 34');

    const second = cards[1]!;
    expect(within(second).getByTestId('mall-goods-price').textContent).toBe('2,500.50 UU');
    expect(within(second).queryByTestId('mall-goods-reference-price')).toBeNull();
    expect(second.textContent).toContain('到店自取');
    expect(second.textContent).toContain('已售罄');

    // "All" first, then the operator's order.
    expect(screen.getByTestId('mall-category-all').textContent).toBe('全部');
    expect(screen.getByTestId('mall-category-5').textContent).toBe('數碼家電');
  });

  it('filters by category and by the words typed, once the member pauses', async () => {
    renderApp('#/pages/mall/index');
    await screen.findAllByTestId('mall-goods-card', {}, { timeout: 5000 });

    fireEvent.click(await screen.findByTestId('mall-category-5'));
    await waitFor(() => expect(screen.getAllByTestId('mall-goods-card').map((c) => c.getAttribute('data-goods-id'))).toEqual(['11']));
    expect(goodsCalls().at(-1)).toEqual({ categoryId: '5', page: '1', size: '20' });
    expect(window.location.hash).toBe('#/pages/mall/index?categoryId=5');

    fireEvent.click(screen.getByTestId('mall-category-all'));
    await waitFor(() => expect(screen.getAllByTestId('mall-goods-card')).toHaveLength(2));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const search = screen.getByTestId('mall-search').querySelector('input')!;
      fireEvent.change(search, { target: { value: '保' } });
      fireEvent.change(search, { target: { value: '保溫' } });
      const before = goodsCalls().length;
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
      });
      expect(goodsCalls()).toHaveLength(before);
      act(() => {
        vi.advanceTimersByTime(100);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getAllByTestId('mall-goods-card').map((c) => c.getAttribute('data-goods-id'))).toEqual(['12']));
    // One call for the settled words, none for the keys typed on the way.
    expect(goodsCalls().filter((call) => call.q)).toEqual([{ q: '保溫', page: '1', size: '20' }]);

    fireEvent.change(screen.getByTestId('mall-search').querySelector('input')!, { target: { value: '沒有這個' } });
    const empty = await screen.findByTestId('mall-empty', {}, { timeout: 3000 });
    expect(empty.textContent).toContain('沒有找到相關商品');
  });

  it('keeps the tapped goods as the device item goodsDetail and opens its page', async () => {
    fetchMock.mockImplementation(async (url) => {
      const { pathname } = new URL(String(url), 'http://x');
      if (pathname === '/mall/categories') return envelope({ list: categories });
      if (pathname === '/mall/goods') return envelope({ list: goods, total: goods.length, page: 1, size: 20 });
      return new Promise<Response>(() => undefined);
    });
    renderApp('#/pages/mall/index');
    const [first] = await screen.findAllByTestId('mall-goods-card', {}, { timeout: 5000 });
    fireEvent.click(first!);
    await waitFor(() => expect(window.location.hash).toBe('#/subpackage/goodsDetails/index?id=12'));
    expect(session.get().goodsDetail).toEqual(goods[0]);
    expect(JSON.parse(localStorage.getItem('uu.goodsDetail')!)).toEqual(goods[0]);
  });

  it('has a text for every delivery type', () => {
    const catalogue = flatten(webResources['zh-Hant'].translation);
    for (const type of DELIVERY_TYPES) {
      expect(catalogue.has(`mall.deliveryTypes.${type}`), type).toBe(true);
      expect(catalogue.has(`mall.deliveryNotes.${type}`), type).toBe(true);
    }
  });
});
