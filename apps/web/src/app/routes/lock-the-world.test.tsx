import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser } from '@/test/api';
import { renderApp } from '@/test/render-app';

const user = { ...testUser, level: 0, status: 'inactive' } as const;

const fetchMock = stubFetch();

const open = () => renderApp('#/pages/lockTheWorld/index');

beforeEach(() => {
  session.reset();
  fetchMock.mockImplementation(async () => envelope(user));
});

describe('lockTheWorld (product.md "Activation")', () => {
  it('shows a signed-in member their status and links to what activates', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    open();
    const status = await screen.findByTestId('lock-status', {}, { timeout: 5000 });
    await vi.waitFor(() => expect(status.textContent).toContain('未啟用'));
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
