import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberDetail } from '@uu/contract/admin-members';
import type { Permission } from '@uu/contract/admin-permissions';
import { saveSession } from '@/lib/session';
import { LiftPayLock, MemberNotes, MemberSecurity } from './member-tools';

function answer(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } }));
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

function signIn(permissions: Permission[]) {
  saveSession({
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    admin: {
      id: 1,
      email: 'op@back.office',
      name: '客服小王',
      role: 'custom-x',
      roleName: '客服',
      permissions,
      storeId: null,
      storeName: null,
    },
  });
}

const detail: MemberDetail = {
  member: {
    id: 7,
    memberNo: '12345678',
    nickname: 'mei',
    email: 'mei@example.com',
    phone: null,
    avatar: null,
    level: 1,
    status: 'active',
    invitationCode: 'ABC123',
    referrer: null,
    createdAt: Date.now() - 86_400_000,
    owner: null,
    payPasswordSet: true,
    payLockedUntil: Date.now() + 600_000,
    updatedAt: Date.now(),
  },
  balances: { UU: '10.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
  team: { direct: 0, total: 0, performance: '0.00' },
  recentEntries: [],
  recentOrders: [],
  orderCount: 0,
  sessions: [],
  statusLog: [],
  tags: ['VIP'],
  note: { text: '偏好 Email 聯絡', adminName: '客服小王', updatedAt: Date.now() },
};

const tools = (
  <>
    <LiftPayLock detail={detail} />
    <MemberNotes detail={detail} />
    <MemberSecurity detail={detail} />
  </>
);

afterEach(() => vi.restoreAllMocks());

// antd in jsdom is slow on a shared machine.
describe('member tools in the console', { timeout: 90_000 }, () => {
  it('lifts the lock, resets a password after a confirmation without showing one, and saves tags and the note', async () => {
    signIn(['members.view', 'members.edit', 'members.security']);
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const call = { url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      if (call.url === '/admin/member-tags') return answer([{ tag: '大戶', members: 3 }]);
      if (call.url.endsWith('/pay-lock/lift')) return answer({ lifted: true });
      if (call.url.endsWith('/password/reset')) return answer({ kind: 'login', codeSent: true, destination: 'me***@example.com' });
      if (call.url.endsWith('/tags')) return answer({ tags: (call.body as { tags: string[] }).tags });
      if (call.url.endsWith('/note'))
        return answer({ note: { text: (call.body as { note: string }).note, adminName: '客服小王', updatedAt: 1 } });
      return answer(null);
    });
    render(wrap(tools));

    fireEvent.click(await screen.findByRole('button', { name: '解除支付鎖定' }));
    fireEvent.click(await screen.findByRole('button', { name: '確定' }));
    await screen.findByText('已解除支付鎖定');
    expect(calls.find((c) => c.url === '/admin/members/7/pay-lock/lift')?.method).toBe('POST');

    // A reset asks first and says what the member will meet; the answer names where the code went, never a password.
    fireEvent.click(screen.getByRole('button', { name: '重設登入密碼' }));
    await screen.findByText(/所有裝置都會登出/);
    expect(calls.some((c) => c.url.endsWith('/password/reset'))).toBe(false);
    const okButtons = screen.getAllByRole('button', { name: '確定' });
    fireEvent.click(okButtons[okButtons.length - 1]!);
    await screen.findByText('已重設，驗證碼已傳送至 me***@example.com');
    expect(calls.find((c) => c.url.endsWith('/password/reset'))?.body).toEqual({ kind: 'login' });

    // A tag typed and entered joins the others; saving sends them all.
    const tagInput = screen.getByRole('combobox', { name: '標籤' });
    fireEvent.change(tagInput, { target: { value: '回訪' } });
    fireEvent.keyDown(tagInput, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '儲存標籤' }));
    await screen.findByText('標籤已儲存');
    expect(calls.find((c) => c.url === '/admin/members/7/tags')?.body).toEqual({ tags: ['VIP', '回訪'] });

    // A tag too long is refused before any call (a comma ends a tag, as Enter does).
    fireEvent.change(tagInput, { target: { value: '這是一個超過十六個字的非常非常長的標籤,' } });
    expect(await screen.findByText('每個標籤須為 1 到 16 個字，最多 5 個')).toBeTruthy();
    expect(screen.getByRole('button', { name: '儲存標籤' }).hasAttribute('disabled')).toBe(true);

    const note = screen.getByRole('textbox', { name: '備註' });
    expect((note as HTMLTextAreaElement).value).toBe('偏好 Email 聯絡');
    fireEvent.change(note, { target: { value: '已電話聯絡' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存備註' }));
    await screen.findByText('備註已儲存');
    expect(calls.find((c) => c.url === '/admin/members/7/note')?.body).toEqual({ note: '已電話聯絡' });
  });

  it('shows a role without the permissions the tags and note only, with no reset or lift', async () => {
    signIn(['members.view']);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer([]));
    render(wrap(tools));
    await screen.findByText('標籤: VIP');
    expect(screen.getByText('備註: 偏好 Email 聯絡')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '解除支付鎖定' })).toBeNull());
    expect(screen.queryByRole('button', { name: '重設登入密碼' })).toBeNull();
    expect(screen.queryByRole('button', { name: '儲存標籤' })).toBeNull();
  });
});
