import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@uu/contract/accounts';
import { resetApiClientState } from '@/lib/api-client';
import { session } from '@/lib/session';
import { logout } from './logout';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/components/ui/modal', () => ({ showModal: vi.fn(() => new Promise<boolean>(() => undefined)) }));

// Signing out (issue 21): the server is told first (it drops the push subscription this session registered), then the
// browser's own Web Push subscription ends, then the session here — whatever the server or the browser said.

const login = {
  token: 'tok-1',
  expiresAt: '2030-01-01T00:00:00Z',
  user: { id: 1, memberNo: '12345678', nickname: 'amy', email: 'amy@example.com', phone: null, avatar: null, level: 1 },
} as unknown as LoginResult;

const steps: string[] = [];
const fetchMock = vi.fn<typeof fetch>();

/** A browser with the app's worker registered and, when `subscribed`, a push subscription. */
function browser(subscribed: boolean, unsubscribe = () => Promise.resolve(true)) {
  const subscription = {
    endpoint: 'https://push.example/abc',
    unsubscribe: vi.fn(() => {
      steps.push('browser unsubscribe');
      return unsubscribe();
    }),
  };
  const pushManager = { getSubscription: vi.fn(() => Promise.resolve(subscribed ? subscription : null)) };
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  return subscription;
}

beforeEach(() => {
  steps.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    steps.push(`POST ${new URL(String(url), 'http://x').pathname}`);
    return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  resetApiClientState();
  session.reset();
  session.signIn(login);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('logout', () => {
  it('tells the server, ends this browser’s push subscription, then the session', async () => {
    const subscription = browser(true);
    await logout(() => steps.push(`leave (signed in: ${String(session.isSignedIn())})`));
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(steps).toEqual(['POST /auth/logout', 'browser unsubscribe', 'leave (signed in: true)']);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).satoken).toBe('tok-1');
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs out all the same with no subscription, no worker, or a browser that fails to unsubscribe', async () => {
    browser(false);
    await logout();
    expect(steps).toEqual(['POST /auth/logout']);
    expect(session.isSignedIn()).toBe(false);

    session.signIn(login);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await logout();
    expect(session.isSignedIn()).toBe(false);

    session.signIn(login);
    browser(true, () => Promise.reject(new Error('push service unreachable')));
    await logout();
    expect(session.isSignedIn()).toBe(false);
  });
});
