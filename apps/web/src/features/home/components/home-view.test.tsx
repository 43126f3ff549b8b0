import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Home } from '@uu/contract/home';
import { MAINTENANCE_ENDED } from '@/lib/app-events';
import { HOME_SEED_ID } from '@uu/contract/home-seed';
import { HOME_READ, startRead } from '@/lib/home-read-start';
import { session } from '@/lib/session';
import { envelope, stubFetch, testUser as user } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const home = (over: Partial<Home> = {}): Home => ({
  banners: [
    { title: '每日簽到，多問一題', image: null, link: '/subpackage/signIn/index' },
    { title: '新聞', image: null, link: 'https://uu.example/news' },
  ],
  notice: { id: 'n1', title: '歡迎', content: '系統已升級\n請多指教' },
  packages: [
    {
      id: 5,
      name: '月付流量 10GB',
      cover: null,
      price: '99.00',
      referencePrice: '149.00',
      fbPercent: 0,
      plan: { type: 'flow', dataMb: 10240, days: 30 },
    },
    {
      id: 6,
      name: '聊天加量包',
      cover: null,
      price: '49.00',
      referencePrice: null,
      fbPercent: 0,
      plan: { type: 'chat', questionsPerDay: 10, days: 30 },
    },
  ],
  crc: { rate: '125.50', updatedAt: '2026-11-20T00:00:00.000Z' },
  coupons: [
    {
      couponId: 9,
      name: '領券 95 折',
      kind: 'mall',
      discountType: 'percent',
      amount: null,
      percent: 5,
      minSpend: '50.00',
      package: null,
      scope: 'all',
      scopeNames: [],
      validFrom: null,
      validDays: 14,
      validTo: null,
      claimed: false,
    },
  ],
  ...over,
});

let claimed = false;
let homeCalls = 0;

beforeEach(() => {
  claimed = false;
  homeCalls = 0;
  session.reset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/home/index')) {
      homeCalls++;
      return envelope(home({ coupons: [{ ...home().coupons[0]!, claimed }] }));
    }
    if (path.startsWith('/coupon/claim') && init?.method === 'POST') {
      expect(JSON.parse(String(init.body))).toEqual({ couponId: 9 });
      claimed = true;
      return envelope({
        id: 1,
        couponId: 9,
        name: '領券 95 折',
        kind: 'mall',
        discountType: 'percent',
        amount: null,
        percent: 5,
        minSpend: '50.00',
        package: null,
        status: 'available',
        issuedAt: '2026-11-22T00:00:00.000Z',
        expiresAt: '2026-12-06T00:00:00.000Z',
        usedAt: null,
        orderId: null,
      });
    }
    return envelope(user);
  });
});

describe('home', () => {
  it('shows the banners, the services, the CRC price, the coupons and the packages with their reference prices', async () => {
    renderApp('#/');
    await screen.findByTestId('home-packages', {}, { timeout: 5000 });
    expect(screen.getAllByTestId('home-banner').map((b) => b.textContent)).toEqual(['每日簽到，多問一題', '新聞']);
    expect(screen.getAllByTestId('home-banner')[0]!.getAttribute('href')).toBe('#/subpackage/signIn/index');
    expect(screen.getAllByTestId('home-banner')[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 125.50 UU');
    const [flow, chat] = screen.getAllByTestId('home-package');
    expect(flow!.textContent).toContain('10 GB ・ 30 天');
    expect(flow!.querySelector('[data-testid="home-package-reference"]')!.textContent).toBe('參考價 149.00');
    expect(chat!.textContent).toContain('每日 +10 題 ・ 30 天');
    expect(chat!.querySelector('[data-testid="home-package-reference"]')).toBeNull();
    expect(screen.getByTestId('home-coupon').textContent).toContain('立減 5%');
    expect(screen.getByTestId('home-coupon').textContent).toContain('滿 50.00 UU 可用');
  });

  it('shows the popup notice once: closed, it stays closed for that notice', async () => {
    renderApp('#/');
    const notice = await screen.findByTestId('home-notice', {}, { timeout: 5000 });
    expect(notice.textContent).toContain('系統已升級');
    fireEvent.click(screen.getByTestId('home-notice-close'));
    expect(screen.queryByTestId('home-notice')).toBeNull();
    expect(session.get().popupStatus).toBe('n1');
  });

  it('sends a visitor to sign in to claim', async () => {
    session.set('popupStatus', 'n1');
    renderApp('#/');
    fireEvent.click(await screen.findByTestId('home-coupon-claim', {}, { timeout: 5000 }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/pages\/login\/index/));
  });

  it('lets a member claim once, and the page says so', async () => {
    session.signIn({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', user });
    session.set('popupStatus', 'n1');
    renderApp('#/');
    const before = homeCalls;
    fireEvent.click(await screen.findByTestId('home-coupon-claim', {}, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('home-coupon-claim').textContent).toBe('已領取'));
    expect(screen.getByTestId('home-coupon-claim')).toHaveProperty('disabled', true);
    expect(homeCalls).toBeGreaterThan(before);
  });

  it('says why when the home page cannot load, and tries again', async () => {
    fetchMock.mockImplementationOnce(async () => envelope(null, { code: 9500, msg: '伺服器忙碌' }));
    renderApp('#/');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('伺服器忙碌');
    fireEvent.click(screen.getByText('重試'));
    await screen.findByTestId('home-packages');
  });

  it('waits for its answer a moment before drawing, so nothing below the banners jumps when it comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    session.set('popupStatus', 'n1');
    renderApp('#/');
    const page = await screen.findByTestId('home', {}, { timeout: 5000 });
    expect(page.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('home-entry-mall')).toBeNull();
    answer(envelope(home({ banners: [] })));
    await screen.findByTestId('home-crc');
    expect(screen.getByTestId('home-entry-mall')).toBeTruthy();
    expect(screen.queryByTestId('home-banners')).toBeNull();
  });

  it('draws the services after a second even while its answer is slow', async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    renderApp('#/');
    await screen.findByTestId('home-entry-mall', {}, { timeout: 5000 });
    expect(screen.queryByTestId('home-crc')).toBeNull();
  });

  it('shows the read index.html’s first script started: no second read for the same visitor and language', async () => {
    window.location.hash = '#/';
    startRead(HOME_READ, ['/']);
    renderApp('#/');
    await screen.findByTestId('home-crc', {}, { timeout: 5000 });
    expect(homeCalls).toBe(1);
  });

  it('asks again when the first script asked for someone else (signed in since)', async () => {
    window.location.hash = '#/';
    startRead(HOME_READ, ['/']);
    session.set('token', 'tok-new');
    renderApp('#/');
    await screen.findByTestId('home-crc', {}, { timeout: 5000 });
    expect(homeCalls).toBe(2);
    expect(
      fetchMock.mock.calls
        .filter(([url]) => String(url).startsWith('/home/index'))
        .map(([, init]) => (init?.headers as Record<string, string>).satoken),
    ).toEqual([undefined, 'tok-new']);
  });

  it('reads again when maintenance has ended', async () => {
    session.set('popupStatus', 'n1');
    renderApp('#/');
    await screen.findByTestId('home-packages', {}, { timeout: 5000 });
    const before = homeCalls;
    window.dispatchEvent(new Event(MAINTENANCE_ENDED));
    await waitFor(() => expect(homeCalls).toBe(before + 1));
  });
});

// Issue 25: GET / comes with home drawn by the server and the answer it was drawn from (apps/api plugins/web-home.ts).
describe('home drawn by the server', () => {
  const seedPage = (acceptLanguage: string, answer: Home) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = HOME_SEED_ID;
    element.textContent = JSON.stringify({ acceptLanguage, home: answer });
    document.head.append(element);
  };
  const seeded = () => document.getElementById(HOME_SEED_ID);
  beforeEach(() => {
    seeded()?.remove();
    session.set('popupStatus', 'n1');
  });

  it('draws home from the page at once, then what its read brings; the page’s answer is used once', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    seedPage('zh-TW', home({ crc: { rate: '88.00', updatedAt: null } }));
    const app = renderApp('#/');
    // At the first render: no moment of waiting for the answer.
    expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 88.00 UU');
    expect(screen.getByTestId('home').getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(seeded()).toBeNull());
    // The server's page may be a few seconds old: the read still goes, and its answer is drawn.
    answer(envelope(home({ crc: { rate: '90.00', updatedAt: null } })));
    await waitFor(() => expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 90.00 UU'));

    // A later visit to home waits for its own read, as without the server's page.
    await app.navigate('/pages/mine/index');
    await app.navigate('/');
    await waitFor(() => expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 125.50 UU'));
  });

  it('keeps the server’s drawing for a member until their own answer has come', async () => {
    seedPage('zh-TW', home({ crc: { rate: '88.00', updatedAt: null } }));
    session.set('token', 'tok-1');
    renderApp('#/');
    expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 88.00 UU');
    await waitFor(() => expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 125.50 UU'));
    expect(homeCalls).toBe(1);
  });

  it('makes the tap a visitor made on the server’s drawing before the app was there (index.html keeps it)', async () => {
    seedPage('zh-TW', home());
    document.documentElement.setAttribute('data-tap', '[data-testid="home-coupon"][data-coupon-id="9"] [data-testid="home-coupon-claim"]');
    renderApp('#/');
    // A visitor who claims is sent to sign in, as when the tap is made on the app's own page.
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/pages\/login\/index/));
    expect(document.documentElement.hasAttribute('data-tap')).toBe(false);
  });

  it('does not draw from a page drawn in another language', async () => {
    seedPage('en-US', home({ crc: { rate: '88.00', updatedAt: null } }));
    renderApp('#/');
    await waitFor(() => expect(screen.getByTestId('home-crc').textContent).toContain('1 CRC = 125.50 UU'));
    expect(homeCalls).toBe(1);
  });
});
