import { render, screen } from '@testing-library/react';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { AppProvider } from '../provider';
import { appRoutes } from '../router';

const user = {
  id: 7,
  memberNo: '12345678',
  nickname: 'amy2025',
  email: 'amy@example.com',
  phone: null,
  avatar: null,
  level: 0,
  status: 'inactive',
  invitationCode: 'ABCD2345',
  isSetPayPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;

const fetchMock = vi.fn<typeof fetch>();

function open() {
  window.history.replaceState(null, '', '/#/pages/lockTheWorld/index');
  render(
    <AppProvider>
      <RouterProvider router={createHashRouter(appRoutes)} />
    </AppProvider>,
  );
}

beforeEach(() => {
  session.reset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: user }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('lockTheWorld (product.md "Activation")', () => {
  it('shows a signed-in member their status and links to what activates', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    open();
    const status = await screen.findByTestId('lock-status', {}, { timeout: 5000 });
    await vi.waitFor(() => expect(status.textContent).toContain('未激活'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/personInfo/getUserInfo');
    expect(screen.getByTestId('lock-link-mall').getAttribute('href')).toBe('#/pages/mall/index');
    expect(screen.getByTestId('lock-link-packages').getAttribute('href')).toBe('#/pages/financialWorld/index');
  });

  it('explains activation to a visitor too, without calling the API', async () => {
    open();
    const status = await screen.findByTestId('lock-status', {}, { timeout: 5000 });
    expect(status.textContent).toContain('登入後可查看您的帳號狀態');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
