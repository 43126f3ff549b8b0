import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoodsSummary } from '@uu/contract/mall';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const card = (id: number, name: string, price: string): GoodsSummary => ({
  id,
  categoryId: 3,
  name,
  cover: `/files/cover-${id}.webp`,
  price,
  referencePrice: null,
  fbPercent: 0,
  deliveryType: 'express',
  stock: 10,
  sold: id,
});

const calls = (pathname: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), method: init?.method ?? 'GET' }))
    .filter(({ url }) => url.pathname === pathname);

let history: string[] = [];
let favourite = false;

beforeEach(() => {
  queryClient.clear();
  session.reset();
  history = ['耳機', 'kettle'];
  favourite = false;
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    const method = init?.method ?? 'GET';
    if (pathname === '/mall/categories') return envelope({ list: [{ id: 3, name: '廚房用品', icon: null }] });
    if (pathname === '/mall/search/hot') return envelope({ list: ['咖啡', '露營'] });
    if (pathname === '/mall/search/history') {
      if (method === 'DELETE') history = [];
      return envelope({ list: history });
    }
    if (pathname === '/mall/goods') {
      const list = searchParams.get('q') === '咖啡' ? [card(7, '淺焙咖啡豆', '380.00'), card(8, '門市咖啡兌換券', '60.00')] : [];
      return envelope({ list, total: list.length, page: 1, size: 20 });
    }
    if (pathname === '/mall/favourites')
      return envelope({
        list: favourite ? [{ ...card(7, '淺焙咖啡豆', '380.00'), at: '2026-11-26T00:00:00Z' }] : [],
        total: favourite ? 1 : 0,
        page: 1,
        size: 20,
      });
    return envelope(null);
  });
});

describe('mall search', { timeout: 30000 }, () => {
  it('offers the hot words to a visitor (no history asked), and a chip searches; results show their pictures with the name as alt', async () => {
    renderApp('#/subpackage/mallSearch/index');
    const hot = await screen.findByTestId('search-hot', {}, { timeout: 5000 });
    expect(
      within(hot)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['咖啡', '露營']);
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(calls('/mall/search/history')).toHaveLength(0);

    fireEvent.click(within(hot).getByText('咖啡'));
    const results = await screen.findByTestId('search-results');
    const images = within(results).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['淺焙咖啡豆', '門市咖啡兌換券']);
    // The first row loads at once; every picture has its box before it arrives.
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('width')).toBe('750');
    expect(window.location.hash).toContain('q=%E5%92%96%E5%95%A1');
  });

  it('sorts by price and filters by a price range, all in the query the server is asked', { timeout: 30000 }, async () => {
    renderApp('#/subpackage/mallSearch/index?q=咖啡');
    await screen.findByTestId('search-results', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('search-sort-price'));
    await waitFor(() => expect(calls('/mall/goods').at(-1)!.url.searchParams.get('sort')).toBe('priceAsc'));
    fireEvent.click(screen.getByTestId('search-sort-price'));
    await waitFor(() => expect(calls('/mall/goods').at(-1)!.url.searchParams.get('sort')).toBe('priceDesc'));

    fireEvent.click(screen.getByTestId('search-filter'));
    fireEvent.change(await screen.findByLabelText('最低價'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('最高價'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('search-filter-apply'));
    // Typed the wrong way round: asked the right way.
    await waitFor(() => {
      const asked = calls('/mall/goods').at(-1)!.url.searchParams;
      expect([asked.get('minPrice'), asked.get('maxPrice'), asked.get('sort')]).toEqual(['100', '500', 'priceDesc']);
    });
  });

  it('shows a signed-in member’s history and clears it', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    renderApp('#/subpackage/mallSearch/index');
    const list = await screen.findByTestId('search-history', {}, { timeout: 5000 });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['耳機', 'kettle']);
    fireEvent.click(screen.getByTestId('search-history-clear'));
    await waitFor(() => expect(screen.queryByTestId('search-history')).toBeNull());
    expect(calls('/mall/search/history').some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('lists the member’s favourites on their page', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    favourite = true;
    renderApp('#/subpackage/favourites/index');
    const list = await screen.findByTestId('favourites-list', {}, { timeout: 5000 });
    expect(within(list).getByText('淺焙咖啡豆')).toBeTruthy();
  });
});
