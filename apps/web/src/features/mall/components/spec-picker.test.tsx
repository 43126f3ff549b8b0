import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@uu/contract/cart';
import type { Goods } from '@uu/contract/mall';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

// Colour × size: red M is sold out, blue L does not sell; red L and blue M are in stock.
const shirt: Goods = {
  id: 12,
  categoryId: 3,
  name: '機能 T 恤',
  cover: '/files/shirt.png',
  price: '100.00',
  referencePrice: null,
  fbPercent: 20,
  deliveryType: 'express',
  stock: 8,
  sold: 4,
  images: ['/files/shirt.png'],
  detailImages: [],
  description: '<p>T 恤</p>',
  storeIds: [],
  plan: null,
  specs: [
    { name: '顏色', values: ['紅', '藍'] },
    { name: '尺寸', values: ['M', 'L'] },
  ],
  skus: [
    { id: 101, values: ['紅', 'M'], price: '100.00', stock: 0, picture: '/files/red.png' },
    { id: 102, values: ['紅', 'L'], price: '110.00', stock: 3, picture: '/files/red.png' },
    { id: 103, values: ['藍', 'M'], price: '120.00', stock: 5, picture: '/files/blue.png' },
    { id: 104, values: ['藍', 'L'], price: '120.00', stock: 0, picture: null },
  ],
  purchaseLimit: 4,
};

const emptyCart: Cart = { lines: [], count: 0, selectedTotal: '0.00' };
let cart: Cart = emptyCart;
let added: Record<string, unknown> | null = null;

beforeEach(() => {
  queryClient.clear();
  session.reset();
  cart = emptyCart;
  added = null;
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname } = new URL(String(url), 'http://x');
    if (pathname === '/mall/goods/12') return envelope(shirt);
    if (pathname === '/cart') return envelope(cart);
    if (pathname === '/cart/add') {
      added = JSON.parse(String(init?.body));
      cart = { ...cart, count: cart.count + Number(added!.quantity) };
      return envelope(cart);
    }
    return envelope(user);
  });
});

const value = (dimension: number, text: string) =>
  screen.getAllByTestId('spec-value').find((b) => b.dataset.dimension === String(dimension) && b.dataset.value === text)!;

describe('the spec picker', { timeout: 30000 }, () => {
  it('starts at the first combination in stock, with its price, stock and picture; sold-out combinations are disabled', async () => {
    renderApp('#/subpackage/goodsDetails/index?id=12');
    const picker = await screen.findByTestId('spec-picker', {}, { timeout: 5000 });
    expect(within(picker).getByTestId('spec-chosen').textContent).toBe('已選：紅 / L');
    expect(within(picker).getByTestId('spec-price').textContent).toBe('110.00 UU');
    expect(within(picker).getByTestId('spec-stock').textContent).toBe('庫存 3');
    expect(within(picker).getByTestId('spec-picture').getAttribute('src')).toContain('/files/red.png');
    expect(screen.getByTestId('goods-price').textContent).toBe('110.00 UU');
    // Red M is sold out: M is disabled while red is chosen, and says why to a screen reader.
    expect(value(1, 'M')).toHaveProperty('disabled', true);
    expect(value(1, 'M').getAttribute('aria-label')).toBe('M（無庫存）');
    expect(value(0, '紅').getAttribute('aria-pressed')).toBe('true');

    // Blue L does not sell: blue is disabled while L is chosen. L tapped again is dropped, then blue can be chosen (and L cannot).
    expect(value(0, '藍')).toHaveProperty('disabled', true);
    fireEvent.click(value(1, 'L'));
    expect(within(picker).getByTestId('spec-chosen').textContent).toBe('請選擇 尺寸');
    expect(value(0, '藍')).toHaveProperty('disabled', false);
    fireEvent.click(value(0, '藍'));
    expect(value(1, 'L')).toHaveProperty('disabled', true);
    fireEvent.click(value(1, 'M'));
    expect(within(picker).getByTestId('spec-chosen').textContent).toBe('已選：藍 / M');
    expect(within(picker).getByTestId('spec-price').textContent).toBe('120.00 UU');
    expect(within(picker).getByTestId('spec-picture').getAttribute('src')).toContain('/files/blue.png');
  });

  it('keeps the quantity within the combination’s stock and the purchase limit', async () => {
    renderApp('#/subpackage/goodsDetails/index?id=12');
    await screen.findByTestId('spec-picker', {}, { timeout: 5000 });
    expect(screen.getByTestId('goods-limit').textContent).toBe('每人限購 4 件');
    const [, plus] = within(screen.getByTestId('goods-quantity')).getAllByRole('button');
    // Red L: 3 in stock.
    fireEvent.click(plus!);
    fireEvent.click(plus!);
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByTestId('goods-total').textContent).toBe('330.00 UU');
    // Blue M: 5 in stock, yet 4 per member.
    fireEvent.click(value(1, 'L'));
    fireEvent.click(value(0, '藍'));
    fireEvent.click(value(1, 'M'));
    fireEvent.click(plus!);
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByTestId('goods-total').textContent).toBe('480.00 UU');
  });

  it('"buy now" keeps the chosen combination for submitOrder; "add to cart" adds it and the badge counts it', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    renderApp('#/subpackage/goodsDetails/index?id=12');
    await screen.findByTestId('spec-picker', {}, { timeout: 5000 });
    fireEvent.click(value(1, 'L'));
    fireEvent.click(value(0, '藍'));
    fireEvent.click(value(1, 'M'));
    fireEvent.click(screen.getByTestId('goods-add-to-cart'));
    await waitFor(() => expect(added).toEqual({ goodsId: 12, skuId: 103, quantity: 1 }));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('1'));
    expect(screen.getByTestId('cart-link').getAttribute('aria-label')).toBe('購物車，1 件');

    fireEvent.click(screen.getByTestId('goods-buy'));
    await waitFor(() => expect(window.location.hash).toContain('/subpackage/submitOrder/index'));
    expect(session.get().selectGoodsDetail).toEqual({ goodsId: 12, quantity: 1, skuId: 103 });
  });

  it('refuses to go on without a complete combination', async () => {
    renderApp('#/subpackage/goodsDetails/index?id=12');
    await screen.findByTestId('spec-picker', {}, { timeout: 5000 });
    fireEvent.click(value(1, 'L'));
    fireEvent.click(screen.getByTestId('goods-buy'));
    const { showToast } = await import('@/components/ui/toast');
    expect(showToast).toHaveBeenCalledWith('請先選擇規格');
    expect(window.location.hash).toContain('/subpackage/goodsDetails/index');
  });
});
