import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotifySettings } from '@uu/contract/messages';
import { i18n } from '@/lib/i18n';
import { envelope, stubFetch } from '@/test/api';
import { renderWithProviders } from '@/test/render-app';
import { NotifySettingsPanel } from './notify-settings';

const fetchMock = stubFetch();
const KEY = 'BGQNaHTzdAsKtZVpqbt2nfddWxXCOq9_DihQfTPDe05WcSm4oAlRwIz_TrwB0ZwfpPNCbtO5mJVvr5VRBYoDwxs';
const none = { transactions: [], orders: [], team: [], announcements: [], security: [] };

let server: NotifySettings;
const posted: { url: string; body: unknown }[] = [];

/** The browser's side: a service worker registration whose push manager subscribes, and the permission answer. */
function browser(permission: NotificationPermission) {
  let current: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => unknown } | null = null;
  const subscribe = vi.fn((options: { applicationServerKey: Uint8Array }) => {
    expect(options.applicationServerKey).toHaveLength(65);
    current = {
      endpoint: 'https://push.example/device-1',
      unsubscribe: () => Promise.resolve(true),
      toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    };
    return Promise.resolve(current);
  });
  const pushManager = { subscribe, getSubscription: () => Promise.resolve(current) };
  vi.stubGlobal('Notification', { requestPermission: vi.fn(() => Promise.resolve(permission)) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  return { subscribe };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  posted.length = 0;
  server = {
    channels: { ...none, security: ['email'] },
    quietHours: null,
    push: { publicKey: KEY, devices: 0 },
    contacts: { email: true, phone: false },
    timeZone: 'Asia/Taipei',
  };
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push({ url: path, body });
      if (path.endsWith('/message/notifySettings')) {
        server = { ...server, ...(body as Pick<NotifySettings, 'channels' | 'quietHours'>) };
        return envelope(server);
      }
      if (path.endsWith('/message/push/subscribe')) return envelope({ devices: 1 });
    }
    return envelope(server);
  });
});

describe('notification settings', () => {
  it('shows the channels per category, and saves a category’s channel and the quiet hours', async () => {
    browser('default');
    renderWithProviders(<NotifySettingsPanel />);
    const emailSecurity = await screen.findByTestId<HTMLInputElement>('notify-security-email');
    expect(emailSecurity.checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('notify-orders-push').checked).toBe(false);
    // No phone bound: SMS cannot be chosen.
    expect(screen.getByTestId<HTMLInputElement>('notify-orders-sms').disabled).toBe(true);

    fireEvent.click(screen.getByTestId('notify-orders-push'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/message/notifySettings',
      body: { channels: { ...none, security: ['email'], orders: ['push'] }, quietHours: null },
    });
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('notify-orders-push').checked).toBe(true));

    fireEvent.click(screen.getByTestId('notify-quiet-switch'));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.body).toMatchObject({ quietHours: { from: '22:00', to: '08:00' } });
    fireEvent.change(await screen.findByTestId('notify-quiet-from'), { target: { value: '23:30' } });
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.body).toMatchObject({ quietHours: { from: '23:30', to: '08:00' } });
    expect(screen.getByText(/wait until they end \(Asia\/Taipei time\)/)).toBeTruthy();
  });

  it('turning push on asks permission, subscribes with the server’s key and registers the device', async () => {
    const { subscribe } = browser('granted');
    renderWithProviders(<NotifySettingsPanel />);
    const toggle = await screen.findByTestId('notify-push-switch');
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).not.toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(posted.map((p) => p.url)).toEqual(['/message/push/subscribe']));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(posted[0]!.body).toEqual({
      endpoint: 'https://push.example/device-1',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('a refused permission subscribes nothing; without server keys the switch is off and says why', async () => {
    const { subscribe } = browser('denied');
    renderWithProviders(<NotifySettingsPanel />);
    const toggle = await screen.findByTestId('notify-push-switch');
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).not.toBe('true'));
    fireEvent.click(toggle);
    await screen.findByText('Notifications are blocked: allow them in the browser’s site settings');
    expect(subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('without VAPID keys on the server push cannot be turned on', async () => {
    browser('granted');
    server.push.publicKey = null;
    renderWithProviders(<NotifySettingsPanel />);
    expect((await screen.findByTestId('notify-push-note')).textContent).toBe('Push notifications are not turned on for this platform');
    expect(screen.getByTestId('notify-push-switch').getAttribute('aria-disabled')).toBe('true');
  });
});
