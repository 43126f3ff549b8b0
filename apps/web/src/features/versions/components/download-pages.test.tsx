import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { envelope, stubFetch } from '@/test/api';
import { renderApp } from '@/test/render-app';
import { captureInstallPrompt } from '../install-prompt';

const fetchMock = stubFetch();

const version = (platform: number, v: string, url: string) => ({
  platform,
  version: v,
  notes: `第 ${v} 版`,
  url,
  forced: false,
  releasedAt: '2026-12-01T00:00:00.000Z',
});

/** A file answer whose body comes in chunks (a real ReadableStream, as fetch gives). */
function file(chunks: number[], headers: Record<string, string>) {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    }),
    { headers },
  );
}

beforeEach(() => {
  session.reset();
  URL.createObjectURL = vi.fn(() => 'blob:uu-file');
  URL.revokeObjectURL = vi.fn();
});

describe('downloadProgress (spec §2)', () => {
  it('downloads the platform file with a real progress bar, then saves it', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/version/getNewVersion'))
        return envelope({ latest: version(1, '2.1.8', '/files/uu-2.1.8.apk'), clientVersion: '2.1.7', hasUpdate: true, forced: false });
      if (url === '/files/uu-2.1.8.apk') return file([300, 300, 400], { 'content-length': '1000' });
      throw new Error(`unexpected ${url}`);
    });
    renderApp('#/subpackage/downloadProgress/index?platform=1');
    expect(await screen.findByTestId('download-done', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('download-bar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('download-percent').textContent).toBe('100%');
    expect(screen.getByTestId('download-received').textContent).toContain('1000 B / 1000 B');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/version/getNewVersion?platform=1&version=2.1.7');
    expect(clicks).toEqual(['uu-2.1.8.apk blob:uu-file']);
    expect(screen.getByText('第 2.1.8 版')).toBeTruthy();
  });

  it('shows why a download failed and offers to retry', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/version/getNewVersion'))
        return envelope({ latest: version(1, '2.1.8', '/files/missing.apk'), clientVersion: '2.1.7', hasUpdate: true, forced: false });
      return new Response('not found', { status: 404 });
    });
    renderApp('#/subpackage/downloadProgress/index?platform=1');
    const error = await screen.findByTestId('download-error', {}, { timeout: 5000 });
    expect(error.textContent).toBe('下載失敗：伺服器回應 404');
    expect(screen.getByTestId('download-retry')).toBeTruthy();
  });
});

describe('downloadProgress/download (spec §2)', () => {
  it('lists every platform with its newest version, link and notes; unreleased ones say so', async () => {
    fetchMock.mockImplementation(async () =>
      envelope([
        version(1, '2.1.10', '/files/uu-2.1.10.apk'),
        version(2, '3.0.0', 'https://apps.example.com/uu'),
        version(3, '2.1.7', '/'),
      ]),
    );
    renderApp('#/subpackage/downloadProgress/download');
    const android = await screen.findByTestId('platform-1', {}, { timeout: 5000 });
    expect(android.textContent).toContain('最新版本 2.1.10');
    expect(android.textContent).toContain('第 2.1.10 版');
    expect(android.textContent).toContain('下載並顯示進度');
    expect(screen.getByTestId('download-link-1').getAttribute('href')).toBe(`${window.location.origin}/files/uu-2.1.10.apk`);
    expect(screen.getByTestId('download-link-2').getAttribute('href')).toBe('https://apps.example.com/uu');
    expect(screen.getByTestId('download-link-2').getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('platform-3').textContent).toContain('目前版本 2.1.7');
    expect(screen.getByTestId('platform-4').textContent).toContain('暫未發布');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/version/listNewest');
    // No install offer from this browser (jsdom): the steps of the browser's menu.
    await waitFor(() => expect(screen.getByTestId('install-steps').textContent).toContain('加到主畫面'));
  });
});

describe('add to home screen', () => {
  it("offers the browser's own install dialog once the browser offers it, and says what the member chose", async () => {
    fetchMock.mockImplementation(async () => envelope([]));
    captureInstallPrompt();
    renderApp('#/subpackage/downloadProgress/download');
    expect(await screen.findByTestId('install-steps', {}, { timeout: 5000 })).toBeTruthy();

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    // Kept for the button rather than shown by the browser.
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByTestId('install-button'));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('正在安裝…')).toBeTruthy();
    expect(screen.queryByTestId('install-button')).toBeNull();
  });
});
