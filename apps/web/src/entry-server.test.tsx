// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Home } from '@uu/contract/home';
import { renderHome } from './entry-server';

// Issue 25: home drawn on the server (no window, no document), as the app's first render draws it for a visitor.
const answer: Home = {
  banners: [{ title: '新會員禮', image: '/files/0123456789abcdef0123456789abcdef.png', link: '/pages/mall/index' }],
  notice: { id: 'n1', title: '公告', content: '升級' },
  packages: [],
  crc: { rate: '125.50', updatedAt: '2026-11-20T00:00:00.000Z' },
  coupons: [],
};

describe('home drawn on the server', () => {
  it('draws the bars, the banners, the services and the CRC price in the language asked, with the page’s own links', async () => {
    const hant = await renderHome('zh-Hant', answer);
    expect(hant).toContain('<h1 class="');
    expect(hant).toMatch(/>首頁<\/h1>/);
    expect(hant).toContain('data-testid="home-banner"');
    expect(hant).toContain('href="#/pages/mall/index"');
    expect(hant).toContain('data-testid="tab-bar"');
    expect(hant).toContain('1 CRC = 125.50 UU');
    expect(hant).toContain('積分商城');
    // The first banner's picture is the page's first: fetched at once.
    expect(hant).toMatch(/<img[^>]*fetchpriority="high"/i);
    // Whether this device closed the notice is the device's: the app shows it.
    expect(hant).not.toContain('home-notice');
    // Not the app's waiting state: the page is drawn whole.
    expect(hant).not.toContain('aria-busy');

    const en = await renderHome('en', answer);
    expect(en).toMatch(/>Home<\/h1>/);
    expect(en).toContain('1 CRC = 125.50 UU');
    const hans = await renderHome('zh-Hans', answer);
    expect(hans).toMatch(/>首页<\/h1>/);
    // Each language its own: drawing one did not change another.
    expect(await renderHome('zh-Hant', answer)).toBe(hant);
  });
});
