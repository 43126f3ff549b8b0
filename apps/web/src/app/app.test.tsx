import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

const fetchMock = stubFetch();

beforeEach(() => {
  session.reset();
});

describe('the app shell', () => {
  it('sends a signed-out deep link to sign in, then back to it (spec §4)', async () => {
    const router = renderApp('#/subpackage/settingUp/index');
    // The first screen of the file is a cold lazy import in jsdom: on a loaded 2-core machine it can take over the default 1 s.
    await screen.findByTestId('login-account', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/pages/login/index');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/subpackage/settingUp/index');
    // The first page of this visit has no back button (spec §2).
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();

    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/auth/doLogin')
        ? envelope({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user })
        : String(url).startsWith('/user/listMyUsers')
          ? envelope({ list: [{ ...user, isOwner: true, isCurrent: true }], max: 5 })
          : envelope(user),
    );
    fireEvent.change(screen.getByLabelText('帳號'), { target: { value: 'amy@example.com' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/subpackage/settingUp/index'));
    expect(session.get().token).toBe('tok-1');
    expect(session.get().info).toEqual(user);
    const login = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/doLogin')!;
    // The password leaves the device only as its SHA-256 hex.
    expect(JSON.parse(String(login[1]!.body))).toEqual({
      account: 'amy@example.com',
      password: 'fcf730b6d95236ecd3c9fc2d92d7b6b2bb061514961aec041d6c7a7192f592e4',
    });
    expect(await screen.findByRole('heading', { name: '設定' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByTestId('settings-member-no')).toHaveProperty('textContent', '12345678');
  }, 20_000);

  it('goes to Mine after sign-in when nothing was remembered', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/auth/doLogin') ? envelope({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user }) : envelope(user),
    );
    const router = renderApp('#/pages/login/index');
    fireEvent.change(await screen.findByLabelText('帳號'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/index'));
    expect(await screen.findByTestId('mine-nickname', {}, { timeout: 5000 })).toHaveProperty('textContent', 'amy2025');
    expect(screen.getByTestId('mine-level').textContent).toBe('代理');
    expect(screen.getByTestId('mine-member-no').textContent).toBe('會員編號 12345678');

    // Mine's bar is transparent and fades in over 180 px of scrolling (spec §2).
    // Set by the bar's effect once Mine's route has settled: on a loaded machine that can trail the first paint.
    await waitFor(() => expect(screen.getByTestId('nav-bar').style.getPropertyValue('--nav-bg-opacity')).toBe('0'));
    const bar = screen.getByTestId('nav-bar');
    for (const [y, opacity, solid] of [
      [90, '0.5', true],
      [400, '1', true],
      [30, String(30 / 180), false],
    ] as const) {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
      expect(bar.style.getPropertyValue('--nav-bg-opacity')).toBe(opacity);
      expect(bar.hasAttribute('data-solid')).toBe(solid);
    }
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });

    // The next page's bar is opaque again.
    await router.navigate('/subpackage/navWe/index');
    await screen.findByRole('heading', { name: '關於我們' });
    // The bar's reset runs in an effect after the new page paints: wait for it rather than race it.
    await waitFor(() => expect(bar.style.getPropertyValue('--nav-bg-opacity')).toBe(''));
    expect(bar.hasAttribute('data-solid')).toBe(false);
  }, 20_000);

  it('shows the contract’s validation messages, translated', async () => {
    renderApp('#/pages/login/index');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('請輸入帳號')).toBeTruthy();
    expect(screen.getByText('請輸入密碼')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives tab pages the tab bar and no back button; other pages a back button once navigated to', async () => {
    const router = renderApp('#/');
    expect(await screen.findByTestId('tab-bar')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '首頁' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.queryByRole('button', { name: '首頁' })).toBeNull();

    await router.navigate('/subpackage/navWe/index');
    expect(await screen.findByRole('heading', { name: '關於我們' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '首頁' })).toBeTruthy();
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    expect(await screen.findByTestId('nav-we')).toBeTruthy();
  });
});
