import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderReviews, Review } from '@uu/contract/reviews';
import { queryClient } from '@/lib/query-client';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { GoodsReviews } from './goods-reviews';
import { OrderReviewForm } from './order-review-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  goodsId: 12,
  rating: 5,
  content: `評價 ${id}`,
  photos: [],
  spec: null,
  author: '陳*明',
  avatar: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  reply: null,
  ...over,
});

beforeEach(() => {
  queryClient.clear();
});

describe('the goods page’s reviews', () => {
  it('shows the average, the count and the latest, with photos sized and lazy and the shop’s reply; then every page', async () => {
    const latest = [review(13, { photos: ['/files/a.png'], reply: { content: '謝謝', at: '2026-11-21T00:00:00.000Z' } }), review(12)];
    fetchMock.mockImplementation(async (url) => {
      const { pathname, searchParams } = new URL(String(url), 'http://x');
      if (pathname === '/mall/goods/12/reviews/summary') return envelope({ average: '4.5', count: 12, latest });
      if (pathname === '/mall/goods/12/reviews') {
        const page = Number(searchParams.get('page'));
        const list = Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => review(100 - (page - 1) * 10 - i));
        return envelope({ list, total: 12, page, size: 10 });
      }
      return envelope(null, { code: 9404 });
    });
    renderWithProviders(<GoodsReviews goodsId={12} />);
    expect((await screen.findByTestId('goods-reviews-summary')).textContent).toBe('4.5 分・12 則評價');
    const items = screen.getAllByTestId('review-item');
    expect(items.map((i) => i.getAttribute('data-review-id'))).toEqual(['13', '12']);
    const photo = items[0]!.querySelector('img')!;
    expect(photo.getAttribute('width')).toBe('72');
    expect(photo.getAttribute('height')).toBe('72');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(items[0]!.textContent).toContain('商家回覆：謝謝');

    fireEvent.click(screen.getByTestId('goods-reviews-all'));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(10));
    fireEvent.click(screen.getByTestId('goods-reviews-more'));
    await waitFor(() => expect(screen.getAllByTestId('review-item')).toHaveLength(12));
    expect(screen.queryByTestId('goods-reviews-more')).toBeNull();
  });

  it('says there are none yet', async () => {
    fetchMock.mockImplementation(async () => envelope({ average: null, count: 0, latest: [] }));
    renderWithProviders(<GoodsReviews goodsId={12} />);
    expect((await screen.findByTestId('goods-reviews-summary')).textContent).toBe('還沒有評價');
    expect(screen.queryByTestId('goods-reviews-all')).toBeNull();
  });
});

describe('reviewing a completed order', () => {
  const lines = (reviewed: Review | null, reviewable = true): OrderReviews => ({
    reviewable,
    lines: [
      { line: 0, goodsId: 12, name: '保溫杯', cover: null, spec: '藍 / L', review: reviewed },
      { line: 1, goodsId: 13, name: '馬克杯', cover: null, spec: null, review: null },
    ],
  });

  it('sends the stars, text and uploaded photos of an unreviewed line, and shows a reviewed one', async () => {
    let sent: unknown;
    fetchMock.mockImplementation(async (url, init) => {
      const { pathname } = new URL(String(url), 'http://x');
      if (pathname === '/mall/orders/5/reviews') return envelope(lines(review(1, { content: '很好用' })));
      if (pathname === '/mall/reviews' && init?.method === 'POST') {
        sent = JSON.parse(String(init.body));
        return envelope(review(2));
      }
      return envelope(null, { code: 9404 });
    });
    renderWithProviders(
      <OrderReviewForm
        orderId={5}
        locale="zh-Hant"
        renderPhotoPicker={(onUploaded, children) => (
          <button type="button" data-testid="fake-picker" onClick={() => onUploaded(`/files/${'a'.repeat(32)}.png`)}>
            {children}
          </button>
        )}
      />,
    );
    const [first, second] = await screen.findAllByTestId('order-review-line');
    expect(first!.textContent).toContain('您的評價');
    expect(first!.textContent).toContain('很好用');
    expect(first!.querySelector('[data-testid="review-form"]')).toBeNull();
    expect(second!.querySelector('[data-testid="review-form"]')).not.toBeNull();

    fireEvent.change(second!.querySelector('textarea')!, { target: { value: '杯子很穩' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 顆星' }));
    expect(screen.getByRole('radio', { name: '4 顆星' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('fake-picker'));
    expect(second!.querySelectorAll('img')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() =>
      expect(sent).toEqual({ orderId: 5, line: 1, rating: 4, content: '杯子很穩', photos: [`/files/${'a'.repeat(32)}.png`] }),
    );
  });

  it('shows nothing before the order is done', async () => {
    fetchMock.mockImplementation(async () => envelope(lines(null, false)));
    const { container } = renderWithProviders(<OrderReviewForm orderId={5} locale="zh-Hant" renderPhotoPicker={() => null} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-testid="order-reviews"]')).toBeNull();
  });
});
