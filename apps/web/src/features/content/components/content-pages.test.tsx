import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { envelope, stubFetch } from '@/test/api';
import { renderApp } from '@/test/render-app';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = stubFetch();

const texts = {
  'zh-TW': { title: '新手指南', body: '<p>歡迎來到 UU</p>', question: '如何啟用我的帳號？', answer: '<p>完成第一筆付費購買</p>' },
  'en-US': {
    title: 'Getting started',
    body: '<p>Welcome to UU</p>',
    question: 'How do I activate my account?',
    answer: '<p>Your first paid purchase</p>',
  },
} as const;

/** The API as the server answers: the texts in the accept-language of each call. */
function serve(overrides: Record<string, unknown> = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0]!;
    const lang = (new Headers(init?.headers).get('accept-language') ?? 'zh-TW') as keyof typeof texts;
    const text = (texts as Partial<typeof texts>)[lang] ?? texts['zh-TW'];
    if (path in overrides) return envelope(overrides[path]);
    switch (path) {
      case '/content/guide':
        return envelope({
          slug: 'guide',
          title: text.title,
          content: text.body,
          locale: lang === 'en-US' ? 'en' : 'zh-Hant',
          updatedAt: '2026-11-01T00:00:00.000Z',
        });
      case '/content/companyOverview':
        return envelope({
          slug: 'companyOverview',
          title: '公司簡介',
          content: '<p>以會員為中心</p>',
          locale: 'zh-Hant',
          updatedAt: '2026-11-01T00:00:00.000Z',
        });
      case '/content/faq':
        return envelope({ list: [{ id: 3, question: text.question, answer: text.answer, sort: 10 }] });
      case '/agreement/list':
        return envelope({
          list: [
            { id: 1, title: '服務條款' },
            { id: 2, title: '隱私權政策' },
          ],
        });
      case '/sysConfig/getCustomerService':
        return envelope({ contacts: [{ kind: 'email', value: 'help@uu.example', label: null }], hours: '09:00–18:00' });
      default:
        return envelope(null, { code: 9404, msg: 'not found' });
    }
  });
}

beforeEach(() => {
  session.reset();
  // One query cache for the app: each test reads the server afresh.
  queryClient.clear();
  serve();
});

afterEach(async () => {
  await setLocale('zh-Hant');
});

describe('guide', () => {
  it('shows the guide and the FAQ as a collapsible list', async () => {
    renderApp('#/subpackage/guide/index');
    expect(await screen.findByText('歡迎來到 UU', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByTestId('content-guide')).getByRole('heading', { name: '新手指南' })).toBeTruthy();
    const question = await screen.findByText('如何啟用我的帳號？');
    // Collapsed until tapped.
    expect(screen.queryByText('完成第一筆付費購買')).toBeNull();
    fireEvent.click(question);
    expect(await screen.findByText('完成第一筆付費購買')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/content/guide');
    expect(new Headers(sent![1]!.headers).get('accept-language')).toBe('zh-TW');
  });

  it('reads the guide again in the language the member picks', async () => {
    renderApp('#/subpackage/guide/index');
    await screen.findByText('歡迎來到 UU', {}, { timeout: 5000 });
    await setLocale('en');
    expect(await screen.findByText('Welcome to UU', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('How do I activate my account?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeTruthy();
  });

  it('cleans the HTML again before it shows it', async () => {
    serve({
      '/content/guide': {
        slug: 'guide',
        title: '指南',
        content:
          '<p>安全</p><img src="/files/a.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">x</a>',
        locale: 'zh-Hant',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    });
    renderApp('#/subpackage/guide/index');
    const body = await screen.findByTestId('content-body', {}, { timeout: 5000 });
    expect(body.textContent).toContain('安全');
    expect(body.innerHTML).not.toMatch(/onerror|script|javascript/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('companyOverview', () => {
  it('shows the company overview', async () => {
    renderApp('#/subpackage/companyOverview/index');
    expect(await screen.findByText('以會員為中心', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByTestId('content-companyOverview')).getByRole('heading', { name: '公司簡介' })).toBeTruthy();
  });
});

describe('navWe', () => {
  it('shows the client version, the agreements and the customer-service contacts', async () => {
    renderApp('#/subpackage/navWe/index');
    expect((await screen.findByTestId('nav-we-version', {}, { timeout: 5000 })).textContent).toBe('v2.1.7');
    expect((await screen.findByTestId('nav-we-agreement-2')).textContent).toContain('隱私權政策');
    expect((await screen.findByTestId('customer-service-email')).textContent).toContain('help@uu.example');
    expect(screen.getByTestId('customer-service-hours').textContent).toContain('09:00–18:00');
  });

  it('leads to an agreement by its id, the company overview, the guide and the downloads', async () => {
    const router = renderApp('#/subpackage/navWe/index');
    fireEvent.click(await screen.findByTestId('nav-we-agreement-2', {}, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/agreement/index'));
    expect(router.state.location.search).toBe('?id=2');
    for (const [testId, path] of [
      ['nav-we-companyOverview', '/subpackage/companyOverview/index'],
      ['nav-we-guide', '/subpackage/guide/index'],
      ['nav-we-download', '/subpackage/downloadProgress/index'],
    ] as const) {
      await router.navigate('/subpackage/navWe/index');
      fireEvent.click(await screen.findByTestId(testId, {}, { timeout: 5000 }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
  });
});
