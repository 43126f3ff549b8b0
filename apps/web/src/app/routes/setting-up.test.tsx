import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
// The member confirms every modal (the dialog itself is tested in components/ui/modal.test.ts).
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(async () => true) }));
const { showToast } = await import('@/components/ui/toast');
const { showModal } = await import('@/components/ui/modal');

const sibling = { ...user, id: 8, memberNo: '87654321', nickname: 'bob2025', level: 0, invitationCode: 'ZXCV2345' };
const row = (u: typeof user | typeof sibling, isCurrent: boolean) => ({
  id: u.id,
  memberNo: u.memberNo,
  nickname: u.nickname,
  avatar: u.avatar,
  level: u.level,
  status: u.status,
  isOwner: u.id === user.id,
  isCurrent,
});

const fetchMock = stubFetch();

function openSettings(users: { list: unknown[]; max: number }) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/user/listMyUsers')) return envelope(users);
    if (path.startsWith('/auth/switchUser')) return envelope({ token: 'tok-2', expiresAt: '2030-01-01T00:00:00Z', user: sibling });
    return envelope(session.get().info ?? user);
  });
  return renderApp('#/subpackage/settingUp/index');
}

beforeEach(() => {
  session.reset();
  session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
  session.set('info', user);
  vi.mocked(showToast).mockClear();
  vi.mocked(showModal).mockClear();
});

describe('settings (settingUp)', () => {
  it('shows the profile, the version and the payment password state', async () => {
    openSettings({ list: [row(user, true)], max: 5 });
    expect(await screen.findByTestId('settings-member-no')).toHaveProperty('textContent', '12345678');
    expect(screen.getByTestId('settings-nickname').textContent).toContain('amy2025');
    expect(screen.getByTestId('settings-version').textContent).toBe('2.1.7');
    expect(screen.getByTestId('settings-pay-password-state').textContent).toBe('未設定');
    expect(screen.getByTestId('settings-avatar-input').getAttribute('type')).toBe('file');
  });

  it('lists the accounts with their level and the current one marked; no "add" at the most allowed', async () => {
    openSettings({ list: [row(user, true), row(sibling, false)], max: 2 });
    const current = await screen.findByTestId('settings-account-12345678');
    expect(current.textContent).toContain('amy2025');
    expect(current.textContent).toContain('代理');
    expect(current.textContent).toContain('目前');
    expect(screen.getByTestId('settings-account-87654321').textContent).toContain('一般會員');
    expect(screen.queryByTestId('settings-add-account')).toBeNull();
  });

  it('switches to another account after confirming: stored like a login, then Mine shows it', async () => {
    const router = openSettings({ list: [row(user, true), row(sibling, false)], max: 5 });
    expect(await screen.findByTestId('settings-add-account')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-account-87654321'));
    expect(showModal).toHaveBeenCalledWith({ content: '確定切換到帳號「bob2025」嗎？' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/mine/index'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/switchUser')!;
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ userId: 8 });
    expect(session.get().token).toBe('tok-2');
    expect(session.get().userInfo?.user.nickname).toBe('bob2025');
    // The first visit to a lazy screen compiles it: give it time.
    expect(await screen.findByTestId('mine-nickname', {}, { timeout: 5000 })).toHaveProperty('textContent', 'bob2025');
  });

  it('clears the device-stored items after confirming, keeping the session', async () => {
    session.set('goodsDetail', { id: 1 });
    session.set('selectCouponDetail', { id: 2 });
    openSettings({ list: [row(user, true)], max: 5 });
    fireEvent.click(await screen.findByTestId('settings-clear-cache'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('快取已清除', 'success'));
    expect(session.get().goodsDetail).toBeNull();
    expect(session.get().selectCouponDetail).toBeNull();
    expect(session.get().token).toBe('tok-1');
  });

  it('sends a member without a payment password to set one', async () => {
    const router = openSettings({ list: [row(user, true)], max: 5 });
    fireEvent.click(await screen.findByTestId('settings-pay-password'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=setPay'));
    expect(await screen.findByTestId('paypwd-get-code', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('sends a member with a payment password to change it, with the way to getBack?type=pay', async () => {
    session.set('info', { ...user, isSetPayPassword: true });
    const router = openSettings({ list: [row(user, true)], max: 5 });
    expect((await screen.findByTestId('settings-pay-password-state')).textContent).toBe('已設定');
    fireEvent.click(screen.getByTestId('settings-pay-password'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=pay'));
    expect(await screen.findByTestId('pwd-use-code', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('pwd-forgot').getAttribute('href')).toBe('#/subpackage/getBack/index?type=pay');
  });
});
