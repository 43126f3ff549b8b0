import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Permission } from '@uu/contract/admin-permissions';
import type { AdminReview } from '@uu/contract/reviews';
import { queryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import ReviewsPage from './reviews-page';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

function signIn(permissions: Permission[]) {
  saveSession({
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    admin: {
      id: 1,
      email: 'op@back.office',
      name: '小編',
      role: 'custom-x',
      roleName: '商品小編',
      permissions,
      storeId: null,
      storeName: null,
    },
  });
}

const base: AdminReview = {
  id: 9,
  goodsId: 4,
  goodsName: '保溫杯',
  orderId: 41,
  orderNo: 'O2026112700041',
  memberId: 3,
  rating: 2,
  content: '杯蓋有點鬆',
  photos: ['/uploads/review-1.jpg', '/uploads/review-2.jpg'],
  spec: '黑色',
  author: '小*明',
  avatar: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  reply: null,
  hidden: false,
};

function renderPage() {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/reviews']}>
            <ReviewsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

function serve(
  current: () => AdminReview,
  sent: { path: string; body: unknown }[],
  lists: string[],
  onPost: (path: string, body: never) => AdminReview,
) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const path = String(url);
    if (path.startsWith('/admin/reviews?')) {
      lists.push(path);
      return answer({ list: [current()], total: 1, page: 1, size: 20 });
    }
    if (path.startsWith('/admin/goods?')) return answer({ list: [], total: 0, page: 1, size: 100 });
    if (/^\/admin\/reviews\/9\/(visibility|reply)$/.test(path)) {
      const body = JSON.parse(String(init?.body)) as never;
      sent.push({ path, body });
      return answer(onPost(path, body));
    }
    throw new Error(`unexpected ${path}`);
  });
}

describe('reviews moderation', () => {
  it('filters the list, shows the photos, hides after a confirmation, replies and removes the reply', async () => {
    queryClient.clear();
    signIn(['goods.view', 'goods.edit']);
    let current = { ...base };
    const sent: { path: string; body: unknown }[] = [];
    const lists: string[] = [];
    serve(
      () => current,
      sent,
      lists,
      (path, body: { hidden?: boolean; content?: string }) => {
        if (path.endsWith('/visibility')) current = { ...current, hidden: body.hidden ?? false };
        else current = { ...current, reply: body.content ? { content: body.content, at: '2026-11-24T02:00:00.000Z' } : null };
        return current;
      },
    );
    renderPage();
    const row = await screen.findByText(/杯蓋有點鬆/, undefined, { timeout: 10_000 });
    expect(lists[0]).toContain('visibility=all');
    expect(lists[0]).not.toContain('unreplied');
    fireEvent.click(screen.getByRole('checkbox', { name: '只看尚未回覆' }));
    await waitFor(() => expect(lists.at(-1)).toContain('unreplied=true'));

    fireEvent.click(row);
    const drawer = await screen.findByTestId('review-drawer', undefined, { timeout: 10_000 });
    const images = within(drawer)
      .getAllByRole('img')
      .filter((img) => img.getAttribute('src')?.startsWith('/uploads/'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/uploads/review-1.jpg', '/uploads/review-2.jpg']);

    // Hiding asks first: nothing is sent before the confirmation.
    fireEvent.click(within(drawer).getByTestId('review-visibility'));
    expect(await screen.findByText(/確定隱藏/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }, { timeout: 10_000 }));
    await waitFor(() => expect(sent).toEqual([{ path: '/admin/reviews/9/visibility', body: { hidden: true } }]));
    await waitFor(() => expect(within(drawer).getByTestId('review-visibility').textContent).toBe('重新顯示'));

    // A reply, then an empty one that takes it down.
    fireEvent.change(within(drawer).getByTestId('review-reply-input'), { target: { value: '  已為您補寄杯蓋  ' } });
    fireEvent.click(within(drawer).getByTestId('review-reply-save'));
    await waitFor(() => expect(sent[1]).toEqual({ path: '/admin/reviews/9/reply', body: { content: '已為您補寄杯蓋' } }));
    expect((await within(drawer).findByTestId('review-reply', undefined, { timeout: 10_000 })).textContent).toBe('已為您補寄杯蓋');
    fireEvent.change(within(drawer).getByTestId('review-reply-input'), { target: { value: '' } });
    fireEvent.click(within(drawer).getByTestId('review-reply-save'));
    await waitFor(() => expect(sent[2]).toEqual({ path: '/admin/reviews/9/reply', body: { content: '' } }));
    await waitFor(() => expect(within(drawer).queryByTestId('review-reply')).toBeNull());
  }, 60_000);

  it('shows the review without the moderation actions to a role that may only view goods', async () => {
    queryClient.clear();
    signIn(['goods.view']);
    serve(
      () => base,
      [],
      [],
      () => base,
    );
    renderPage();
    fireEvent.click(await screen.findByText(/杯蓋有點鬆/, undefined, { timeout: 10_000 }));
    const drawer = await screen.findByTestId('review-drawer', undefined, { timeout: 10_000 });
    expect(within(drawer).getByText('O2026112700041')).toBeTruthy();
    expect(within(drawer).queryByTestId('review-visibility')).toBeNull();
    expect(within(drawer).queryByTestId('review-reply-save')).toBeNull();
  }, 60_000);
});
