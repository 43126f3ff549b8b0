import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goods, Store } from '@uu/contract/mall';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const goods = (over: Partial<Goods> = {}): Goods => ({
  id: 12,
  categoryId: 3,
  name: '保溫杯 500ml',
  cover: '/files/cup-1.png',
  price: '1280.00',
  referencePrice: '1599.00',
  fbPercent: 30,
  deliveryType: 'express',
  stock: 3,
  sold: 34,
  images: ['/files/cup-1.png', '/files/cup-2.png'],
  detailImages: [],
  description: '<h3>規格</h3><p>雙層真空</p>',
  storeIds: [],
  plan: null,
  specs: [],
  skus: [],
  purchaseLimit: null,
  ...over,
});

const store: Store = {
  id: 4,
  name: '信義門市',
  address: '台北市信義區松仁路 100 號',
  phone: '+886 2 2345-6789',
  picture: null,
  hours: '10:00–21:00',
  latitude: 25.03,
  longitude: 121.56,
};

let current: Goods = goods();

beforeEach(() => {
  queryClient.clear();
  session.reset();
  current = goods();
  fetchMock.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    if (pathname === `/mall/goods/${current.id}`) return envelope(current);
    if (pathname.startsWith('/mall/goods/')) return envelope(null, { code: 4004, msg: '商品不存在' });
    if (pathname === '/mall/stores' && searchParams.get('goodsId') === String(current.id)) return envelope({ list: [store] });
    return envelope(user);
  });
});

describe('goods details', { timeout: 30000 }, () => {
  it('shows the gallery, price with the reference struck through, FB share, stock, delivery and description', async () => {
    renderApp('#/subpackage/goodsDetails/index?id=12');
    expect(await screen.findByTestId('goods-name', {}, { timeout: 5000 })).toHaveProperty('textContent', '保溫杯 500ml');
    expect(screen.getByTestId('goods-gallery').getAttribute('data-count')).toBe('2');
    expect(screen.getByTestId('goods-price').textContent).toBe('1,280.00 UU');
    expect(screen.getByTestId('goods-reference-price').tagName).toBe('DEL');
    expect(screen.getByTestId('goods-reference-price').textContent).toBe('參考價 1,599.00');
    expect(screen.getByTestId('goods-fb').textContent).toBe('FB 最多可抵扣 30%');
    expect(screen.getByTestId('goods-stock').textContent).toBe('庫存 3');
    expect(screen.getByTestId('goods-delivery').textContent).toContain('快遞配送');
    expect(screen.getByTestId('goods-delivery').textContent).toContain('快遞送到您的收件地址');
    const description = await screen.findByTestId('goods-description');
    expect(description.innerHTML).toBe('<h3>規格</h3><p>雙層真空</p>');
    // Express goods list no stores, and ask for none.
    expect(screen.queryByTestId('goods-store')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/mall/stores'))).toBe(false);
  });

  it('cleans the description again: no script or event handler survives', async () => {
    current = goods({
      description:
        '<p>好物</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
        '<a href="javascript:window.__pwned = 3">點我</a><iframe src="https://evil.example"></iframe>',
    });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    const description = await screen.findByTestId('goods-description', {}, { timeout: 5000 });
    await waitFor(() => expect(description.textContent).toContain('好物'));
    expect(description.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(description.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect(description.querySelector('img')?.getAttribute('src')).toBe('x');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('lists the stores of self-pickup goods, with the phone to call', async () => {
    current = goods({ deliveryType: 'pickup', storeIds: [store.id], fbPercent: 0 });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    const item = await screen.findByTestId('goods-store', {}, { timeout: 5000 });
    expect(item.textContent).toContain('信義門市');
    expect(item.textContent).toContain('台北市信義區松仁路 100 號');
    expect(item.textContent).toContain('營業時間：10:00–21:00');
    const links = within(item)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('tel:+886223456789');
    // Its place on the map (/open-location, issue 5 "Places"), with its coordinates, name and address.
    const map = new URL(`http://x${within(item).getByTestId('goods-store-map').getAttribute('href')!.replace(/^#/, '')}`);
    expect(map.pathname).toBe('/open-location');
    expect(Object.fromEntries(map.searchParams)).toEqual({
      latitude: String(store.latitude),
      longitude: String(store.longitude),
      name: '信義門市',
      address: '台北市信義區松仁路 100 號',
    });
    expect(screen.getByTestId('goods-delivery').textContent).toContain('到店自取');
    expect(screen.getByTestId('goods-fb').textContent).toBe('僅可使用 UU 支付');
  });

  it('says "sold out" and cannot be bought when none are left', async () => {
    current = goods({ stock: 0 });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    expect(await screen.findByTestId('goods-stock', {}, { timeout: 5000 })).toHaveProperty('textContent', '已售罄');
    await waitFor(() => expect(screen.getByTestId('goods-buy')).toHaveProperty('disabled', true));
  });

  it('"buy now" keeps the goods and quantity as selectGoodsDetail and goes to submitOrder', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    const stepper = await screen.findByTestId('goods-quantity', {}, { timeout: 5000 });
    const plus = stepper.querySelector<HTMLButtonElement>('button[aria-label="增加"]')!;
    fireEvent.click(plus);
    fireEvent.click(plus);
    // Never more than the stock (3).
    fireEvent.click(plus);
    expect(stepper.querySelector('input')!.value).toBe('3');
    expect(screen.getByTestId('goods-total').textContent).toBe('3,840.00 UU');

    const buy = screen.getByTestId('goods-buy');
    await waitFor(() => expect(buy).toHaveProperty('disabled', false));
    fireEvent.click(buy);
    await waitFor(() => expect(window.location.hash).toBe('#/subpackage/submitOrder/index'));
    expect(session.get().selectGoodsDetail).toEqual({ goodsId: 12, quantity: 3 });
    expect(JSON.parse(localStorage.getItem('uu.selectGoodsDetail')!)).toEqual({ goodsId: 12, quantity: 3 });
  });

  it('shows the tapped card from goodsDetail at once, and "not found" for goods that are gone', async () => {
    session.set('goodsDetail', { ...goods(), id: 99, name: '舊卡片' });
    renderApp('#/subpackage/goodsDetails/index?id=99');
    expect(await screen.findByTestId('goods-name', {}, { timeout: 5000 })).toHaveProperty('textContent', '舊卡片');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(screen.queryByTestId('goods-buy')).toBeNull();
  });
});

describe('goods details without an answer', () => {
  it('offers a retry when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/mall/goods/')) throw new TypeError('Failed to fetch');
      return envelope(user);
    });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    expect(await screen.findByText('商品載入失敗', {}, { timeout: 5000 })).toBeTruthy();
    fetchMock.mockImplementation(async () => envelope(current));
    fireEvent.click(screen.getByText('重試'));
    expect(await screen.findByTestId('goods-name')).toHaveProperty('textContent', '保溫杯 500ml');
  });
});

describe('goods details of write-off goods without stores', () => {
  it('says there are none rather than loading forever', async () => {
    current = goods({ deliveryType: 'writeoff', storeIds: [] });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    expect(await screen.findByText('暫無適用門市', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('goods-delivery').textContent).toContain('到店核銷');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/mall/stores'))).toBe(false);
  });
});
