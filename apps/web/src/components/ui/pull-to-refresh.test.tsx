import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { PullToRefresh } from './pull-to-refresh';

// antd-mobile's own texts say "Scroll down to refresh" in English and 下拉刷新 / 加载中 in zh-TW:
// every pull-to-refresh of the app says what the home page says, in the member's language.
afterEach(async () => {
  await setLocale('zh-Hant');
});

describe('PullToRefresh', () => {
  it('says pull to refresh in Taiwan words', () => {
    render(
      <PullToRefresh onRefresh={async () => {}}>
        <p>body</p>
      </PullToRefresh>,
    );
    expect(screen.getByText('下拉重新整理')).toBeTruthy();
    expect(screen.queryByText('下拉刷新')).toBeNull();
  });

  it('says "Pull to refresh" in English, not antd-mobile\'s "Scroll down to refresh"', async () => {
    await setLocale('en');
    render(
      <PullToRefresh onRefresh={async () => {}}>
        <p>body</p>
      </PullToRefresh>,
    );
    expect(screen.getByText('Pull to refresh')).toBeTruthy();
    expect(screen.queryByText('Scroll down to refresh')).toBeNull();
  });
});
