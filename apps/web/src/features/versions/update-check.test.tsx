import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';
import { session } from '@/lib/session';
import { envelope, stubFetch } from '@/test/api';
import { checkForUpdate, type RouteWatch } from './update-check';

const fetchMock = stubFetch();

/** The route as the router would report it; navigations (the prompt's button) move it. */
function fakeRoute(start = '/'): RouteWatch & { go(path: string): void } {
  let path = start;
  const listeners = new Set<() => void>();
  const go = (to: string) => {
    path = to.split('?')[0]!;
    for (const listener of listeners) listener();
  };
  setNavigator((to) => go(to));
  return {
    path: () => path,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go,
  };
}

const answer = (version: string, forced: boolean) => ({
  latest: { platform: 3, version, notes: `修正問題 ${version}`, url: '/', forced, releasedAt: '2026-12-01T00:00:00.000Z' },
  clientVersion: '2.1.7',
  hasUpdate: true,
  forced,
});

/**
 * Open, as the member sees it: mounted and taking taps. jsdom keeps closed dialogs around (see
 * modal.test.ts); a closing one stops taking taps at once, while an opening one may still be at
 * opacity 0, so the opacity alone cannot tell them apart.
 */
function dialogOpen(title: string): boolean {
  const node = screen.queryByText(title);
  const frame = node?.closest<HTMLElement>('.adm-center-popup-body')?.parentElement;
  return Boolean(node) && frame?.style.pointerEvents !== 'none';
}

/** The dialogs still taking taps (see dialogOpen). */
const openFrames = () =>
  [...document.querySelectorAll<HTMLElement>('.adm-center-popup-body')].filter(
    (body) => body.parentElement?.style.pointerEvents !== 'none',
  );

/**
 * The nodes put on the page while `work` runs. A prompt (or a toast) mounts its own node in the body
 * synchronously when it is shown, so an empty list means nothing was shown: no need to wait and look.
 */
async function nodesAddedDuring(work: () => Promise<unknown>): Promise<Node[]> {
  const added: Node[] = [];
  const collect = (records: MutationRecord[]) => records.forEach((r) => added.push(...r.addedNodes));
  const observer = new MutationObserver(collect);
  observer.observe(document.body, { childList: true });
  try {
    await work();
  } finally {
    collect(observer.takeRecords());
    observer.disconnect();
  }
  return added;
}

/** Resolves after `count` animation frames: long enough for a closing dialog's animation to have started. */
const animationFrames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

beforeEach(() => {
  session.reset();
});

afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(openFrames()).toEqual([]));
  for (const dialog of document.querySelectorAll('.adm-dialog')) dialog.parentElement?.remove();
});

describe('the start-up update check (spec §7 getNewVersion)', () => {
  it('asks for h5 and this client version', async () => {
    fetchMock.mockImplementation(async () => envelope({ latest: null, clientVersion: '2.1.7', hasUpdate: false, forced: false }));
    await checkForUpdate(fakeRoute());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/version/getNewVersion?platform=3&version=2.1.7');
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('client-version')).toBe('2.1.7');
    expect(headers.get('client-type')).toBe('3');
    expect(document.querySelector('.adm-dialog')).toBeNull();
  });

  it('offers an optional version once, remembered in optionalUpdates', async () => {
    fetchMock.mockImplementation(async () => envelope(answer('2.1.8', false)));
    const route = fakeRoute();
    await checkForUpdate(route);
    expect(await screen.findByText('發現新版本 2.1.8')).toBeTruthy();
    expect(screen.getByText('修正問題 2.1.8')).toBeTruthy();
    expect(session.get().optionalUpdates).toEqual(['2.1.8']);
    fireEvent.click(screen.getByText('稍後再說'));
    await waitFor(() => expect(dialogOpen('發現新版本 2.1.8')).toBe(false));
    expect(route.path()).toBe('/');

    // The next start: the same version is not offered again.
    for (const dialog of document.querySelectorAll('.adm-dialog')) dialog.parentElement?.remove();
    expect(await nodesAddedDuring(() => checkForUpdate(route))).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('發現新版本 2.1.8')).toBeNull();

    // A newer one is; 'update now' opens the download page.
    fetchMock.mockImplementation(async () => envelope(answer('2.1.9', false)));
    await checkForUpdate(route);
    fireEvent.click(await screen.findByText('立即更新'));
    await waitFor(() => expect(route.path()).toBe(paths.download.path));
    expect(session.get().optionalUpdates).toEqual(['2.1.8', '2.1.9']);
  });

  it('a forced update cannot be dismissed; its button opens the download page, and it returns elsewhere', async () => {
    fetchMock.mockImplementation(async () => envelope(answer('2.2.0', true)));
    session.set('optionalUpdates', ['2.2.0']);
    const route = fakeRoute('/pages/mine/index');
    await checkForUpdate(route);
    expect(await screen.findByText('請更新至 2.2.0')).toBeTruthy();
    await waitFor(() => expect(dialogOpen('請更新至 2.2.0')).toBe(true));
    expect(screen.getByText('目前版本已停止服務，更新後才能繼續使用。')).toBeTruthy();
    expect(screen.queryByText('稍後再說')).toBeNull();
    expect(screen.queryByText('取消')).toBeNull();
    // A tap on the mask does nothing.
    const mask = document.querySelector('.adm-mask');
    if (mask) fireEvent.click(mask);
    await animationFrames(5);
    expect(dialogOpen('請更新至 2.2.0')).toBe(true);

    fireEvent.click(screen.getByText('立即更新'));
    expect(route.path()).toBe(paths.download.path);
    await waitFor(() => expect(dialogOpen('請更新至 2.2.0')).toBe(false));
    for (const dialog of document.querySelectorAll('.adm-dialog')) dialog.parentElement?.remove();

    // Leaving the download pages brings it back.
    route.go('/pages/chat/index');
    await waitFor(() => expect(dialogOpen('請更新至 2.2.0')).toBe(true));
  });

  it('shows nothing when the check fails', async () => {
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await nodesAddedDuring(() => checkForUpdate(fakeRoute()))).toEqual([]);
    expect(document.querySelector('.adm-dialog')).toBeNull();
    expect(document.querySelector('.adm-toast-main')).toBeNull();
  });
});
