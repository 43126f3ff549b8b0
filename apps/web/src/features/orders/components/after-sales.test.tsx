import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AfterSale } from '@uu/contract/after-sales';
import type { OrderDetail } from '@uu/contract/orders';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();
const user = { ...testUser, isSetPayPassword: true };

const done: OrderDetail = {
  id: 41,
  orderNo: 'O2026112700041',
  status: 6,
  deliveryType: 'express',
  goods: { id: 21, name: '保溫杯', cover: null, price: '100.00' },
  spec: null,
  quantity: 1,
  writtenOff: 0,
  lines: [{ goodsId: 21, skuId: null, name: '保溫杯', cover: null, spec: null, price: '100.00', quantity: 1 }],
  subtotal: '100.00',
  discount: '0.00',
  couponId: null,
  total: '100.00',
  fbPercent: 20,
  paidUU: '80.00',
  paidFB: '20.00',
  address: { consignee: '陳小明', phone: '+886912345678', region: '臺北市', detail: '重慶南路' },
  store: null,
  installationTime: null,
  installationPicture: null,
  remark: null,
  logistics: { company: '黑貓', number: 'S1' },
  writeOffCode: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  payBy: null,
  paidAt: '2026-11-20T02:01:00.000Z',
  deliveredAt: '2026-11-21T02:00:00.000Z',
  doneAt: '2026-11-22T02:00:00.000Z',
  canceledAt: null,
  refundedAt: null,
  timeline: [],
  afterSale: null,
  afterSaleUntil: '2026-11-29T02:00:00.000Z',
};

const request = (over: Partial<AfterSale>): AfterSale => ({
  id: 5,
  orderId: 41,
  orderNo: done.orderNo,
  goods: { name: '保溫杯', cover: null },
  type: 'return',
  reason: 'damaged',
  description: '杯蓋破裂',
  photos: [],
  state: 'requested',
  returnAddress: null,
  refusal: null,
  returnShipment: null,
  replacement: null,
  refund: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  timeline: [{ state: 'requested', at: '2026-11-23T02:00:00.000Z' }],
  ...over,
});

let current: AfterSale = request({});
let applied: Record<string, unknown> | null = null;
let shipped: Record<string, unknown> | null = null;

beforeEach(() => {
  queryClient.clear();
  session.reset();
  applied = null;
  shipped = null;
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  session.set('info', user);
  fetchMock.mockImplementation(async (url, init) => {
    const { pathname } = new URL(String(url), 'http://x');
    if (pathname === '/planHistory/getPlanHistory') return envelope(done);
    if (pathname === '/afterSales/apply') {
      applied = JSON.parse(String(init?.body));
      current = request({ type: applied!.type as AfterSale['type'] });
      return envelope(current);
    }
    if (pathname === '/afterSales/get') return envelope(current);
    if (pathname === '/afterSales/list') return envelope({ list: [current], total: 1, page: 1, size: 10 });
    if (pathname === '/afterSales/returnShipment') {
      shipped = JSON.parse(String(init?.body));
      current = { ...current, state: 'returned', returnShipment: { company: '黑貓宅急便', number: 'TC1' } };
      return envelope(current);
    }
    return envelope(user);
  });
});

describe('after-sales in the member app', () => {
  it('a done order offers after-sales; the form sends type, reason and description and opens the request', { timeout: 40000 }, async () => {
    renderApp('#/subpackage/orderDetails/index?id=41');
    fireEvent.click(await screen.findByTestId('order-apply-after-sale', {}, { timeout: 25000 }));
    const form = await screen.findByTestId('after-sale-apply', {}, { timeout: 25000 });
    fireEvent.click(within(form).getByText('換貨'));
    // No reason yet: nothing is sent.
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    expect(applied).toBeNull();
    fireEvent.click(within(form).getByText('商品寄錯'));
    fireEvent.change(screen.getByTestId('after-sale-description').querySelector('textarea')!, { target: { value: ' 顏色寄錯 ' } });
    fireEvent.click(screen.getByTestId('after-sale-submit'));
    await waitFor(() =>
      expect(applied).toEqual({ orderId: 41, type: 'exchange', reason: 'wrongItem', description: '顏色寄錯', photos: [] }),
    );
    await waitFor(() => expect(window.location.hash).toContain('/subpackage/afterSaleDetails/index?id=5'));
    expect((await screen.findByTestId('after-sale-state')).textContent).toBe('待審核');
    expect(screen.queryByTestId('after-sale-ship-back')).toBeNull();
  });

  it('an approved return shows the address and takes the parcel back’s carrier and number', { timeout: 40000 }, async () => {
    current = request({
      state: 'approved',
      returnAddress: '臺北市退貨倉 1 號',
      timeline: [
        { state: 'requested', at: '2026-11-23T02:00:00.000Z' },
        { state: 'approved', at: '2026-11-23T05:00:00.000Z' },
      ],
    });
    renderApp('#/subpackage/afterSaleDetails/index?id=5');
    expect((await screen.findByTestId('after-sale-return-address', {}, { timeout: 25000 })).textContent).toBe('臺北市退貨倉 1 號');
    expect(within(screen.getByTestId('after-sale-timeline')).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('after-sale-carrier').querySelector('input')!, { target: { value: '黑貓宅急便' } });
    fireEvent.change(screen.getByTestId('after-sale-tracking').querySelector('input')!, { target: { value: 'TC1' } });
    fireEvent.click(screen.getByTestId('after-sale-ship-submit'));
    await waitFor(() => expect(shipped).toEqual({ id: 5, company: '黑貓宅急便', number: 'TC1' }));
    expect((await screen.findByTestId('after-sale-return-shipment')).textContent).toBe('黑貓宅急便 TC1');
    await waitFor(() => expect(screen.getByTestId('after-sale-state').textContent).toBe('已寄回，待收貨'));
  });

  it('the list shows each request’s state; a refunded one shows what went back', { timeout: 40000 }, async () => {
    current = request({ state: 'refunded', refund: { uu: '80.00', fb: '20.00' } });
    renderApp('#/subpackage/afterSales/index');
    const item = await screen.findByTestId('after-sale-item', {}, { timeout: 25000 });
    expect(within(item).getByTestId('after-sale-item-state').textContent).toBe('已退款');
    fireEvent.click(item);
    expect((await screen.findByTestId('after-sale-refund')).textContent).toContain('80');
  });
});
