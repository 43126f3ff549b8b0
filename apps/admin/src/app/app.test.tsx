import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@uu/contract/admin-permissions';
import { Code } from '@uu/contract/codes';
import { allPages } from '@/config/all-pages';
import { mayOpen } from '@/config/pages';
import { App } from './app';

const WAIT = { timeout: 10_000 };

function answer(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

/** The server's answer to a good sign-in: an admin holding every permission. */
function signedIn() {
  const admin = {
    id: 1,
    email: 'a@b.co',
    name: '小明',
    role: 'admin',
    roleName: null,
    permissions: PERMISSIONS,
    storeId: null,
    storeName: null,
  };
  return answer({ code: 200, msg: 'ok', data: { token: 't', expiresAt: Date.now() + 3600_000, admin } });
}

describe('admin console', () => {
  it('shows the server message of a failed sign-in, and opens the console after a good one', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { password?: string };
      if (body.password !== 'right-password-1')
        return answer({ code: Code.ADMIN_SIGN_IN_FAILED, msg: '帳號或密碼錯誤，或帳號已停用', data: null });
      return signedIn();
    });
    window.location.hash = '#/login';
    render(<App />);
    fireEvent.change(await screen.findByLabelText('電子郵件', undefined, WAIT), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('帳號或密碼錯誤，或帳號已停用', undefined, WAIT)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/admin/auth/login');
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'right-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(screen.getByTestId('signed-in-as').textContent).toBe('小明（管理員）'), WAIT);
    expect(JSON.parse(localStorage.getItem('uu-admin-session') ?? '{}')).toMatchObject({ token: 't' });
    // antd's first render is slow on a loaded 2-core machine.
  }, 30_000);

  it('sends a link opened without a session to the sign-in form, and to the page it named after signing in', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(signedIn);
    window.location.hash = '#/audit';
    render(<App />);
    fireEvent.change(await screen.findByLabelText('電子郵件', undefined, WAIT), { target: { value: 'a@b.co' } });
    expect(window.location.hash).toBe('#/login?redirect=audit');
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'right-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(window.location.hash).toBe('#/audit'), WAIT);
    expect(await screen.findByTestId('signed-in-as', undefined, WAIT)).toBeTruthy();
  }, 30_000);

  it('gives admin every page and a role with the orders permissions only the orders pages', () => {
    expect(allPages.every((p) => mayOpen({ permissions: PERMISSIONS }, p))).toBe(true);
    const clerk = allPages.filter((p) => mayOpen({ permissions: ['orders.view', 'orders.writeoff'] }, p)).map((p) => p.path);
    expect(clerk).not.toContain('operators');
    expect(clerk).not.toContain('audit');
    expect(clerk).toContain('orders');
    expect(clerk).toContain('writeoff');
    const viewer = allPages.filter((p) => !p.hidden && mayOpen({ permissions: ['orders.view'] }, p)).map((p) => p.path);
    // Pages every operator has (their own account, their own exports) aside, the orders pages only.
    const everyone = allPages.filter((p) => mayOpen({ permissions: [] }, p)).map((p) => p.path);
    expect(everyone).toEqual(expect.arrayContaining(['account', 'exports/mine']));
    expect(viewer.filter((p) => !everyone.includes(p))).toEqual(['orders']);
    expect(new Set(allPages.map((p) => p.path)).size).toBe(allPages.length);
  });
});
