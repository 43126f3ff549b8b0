import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_OBJECT_KINDS, type MessageObject } from '@uu/contract/messages';
import { objectHref } from './object-href';

// The service worker's Web Push handlers (apps/web/sw/sw.js, issue 21), run as the browser would: its source with
// the build's placeholders filled, its events dispatched to the listeners it adds.

type Listener = (event: unknown) => void;

const WORKER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../sw/sw.js');

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = [], apiBase = '') {
  const source = fs
    .readFileSync(WORKER, 'utf8')
    .replace('__UU_PRECACHE__', '[]')
    .replace('__UU_VERSION__', '"test"')
    .replace('__UU_API_BASE__', JSON.stringify(apiBase));
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"code":200,"data":null}')));
  const listeners = new Map<string, Listener>();
  const worker = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    location: { origin: 'https://app.example' },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow: vi.fn(() => Promise.resolve(null)) },
  };
  vm.runInNewContext(source, { self: worker, URL, fetch });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { worker, dispatch, fetch };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker’s push', () => {
  it('shows the message’s title and body as sent (in the device’s language)', async () => {
    const { worker, dispatch } = loadWorker();
    await dispatch(
      'push',
      pushEvent({ title: '轉帳到帳', body: 'Alice 轉給您 123.45 UU。', messageId: 5, object: { kind: 'order', id: 9 } }),
    );
    expect(worker.registration.showNotification).toHaveBeenCalledWith('轉帳到帳', {
      body: 'Alice 轉給您 123.45 UU。',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: 'message-5',
      data: { path: objectHref({ kind: 'order', id: 9 }), read: null },
    });
  });

  it('a tap marks the message read with the token the push carried (the worker has no session), then opens its page', async () => {
    for (const [apiBase, expected] of [
      ['', 'https://app.example/message/push/read'],
      ['/api', 'https://app.example/api/message/push/read'],
      ['https://api.example', 'https://api.example/message/push/read'],
    ] as const) {
      const { worker, dispatch, fetch } = loadWorker([], apiBase);
      await dispatch('push', pushEvent({ title: 't', body: 'b', messageId: 77, object: { kind: 'order', id: 9 }, read: 'tok-77' }));
      const shown = worker.registration.showNotification.mock.calls[0] as unknown as [string, { data: unknown }];
      expect(fetch).not.toHaveBeenCalled();
      await dispatch('notificationclick', { notification: { data: shown[1].data, close: () => undefined } });
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(expected);
      expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
      expect(JSON.parse(init.body as string)).toEqual({ id: 77, token: 'tok-77' });
      expect(worker.clients.openWindow).toHaveBeenCalledWith(`https://app.example/#${objectHref({ kind: 'order', id: 9 })}`);
    }
  });

  it('a tap still opens the page when marking it read fails (offline), and sends nothing without a token', async () => {
    const { worker, dispatch, fetch } = loadWorker();
    fetch.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await dispatch('notificationclick', {
      notification: { data: { path: '/subpackage/topUp/index', read: { id: 3, token: 'x' } }, close: () => undefined },
    });
    expect(worker.clients.openWindow).toHaveBeenCalledWith('https://app.example/#/subpackage/topUp/index');
    const second = loadWorker();
    await second.dispatch('push', pushEvent({ title: 't', body: 'b', messageId: 4, object: null }));
    const shown = second.worker.registration.showNotification.mock.calls[0] as unknown as [string, { data: unknown }];
    await second.dispatch('notificationclick', { notification: { data: shown[1].data, close: () => undefined } });
    expect(second.fetch).not.toHaveBeenCalled();
    expect(second.worker.clients.openWindow).toHaveBeenCalledWith('https://app.example/#/subpackage/messageCentre/index');
  });

  it('a tap opens the page of what the message reports, for every kind the app knows, the centre otherwise', async () => {
    for (const kind of MESSAGE_OBJECT_KINDS) {
      const object: MessageObject = { kind, id: 42 };
      const { worker, dispatch } = loadWorker();
      await dispatch('push', pushEvent({ title: 't', body: 'b', messageId: 1, object }));
      const shown = worker.registration.showNotification.mock.calls[0] as unknown as [string, { data: unknown }];
      const close = vi.fn();
      await dispatch('notificationclick', { notification: { data: shown[1].data, close } });
      expect(close).toHaveBeenCalled();
      expect(worker.clients.openWindow).toHaveBeenCalledWith(`https://app.example/#${objectHref(object)}`);
    }
    const { worker, dispatch } = loadWorker();
    await dispatch('push', pushEvent({ title: 't', body: 'b', messageId: 1, object: null }));
    const shown = worker.registration.showNotification.mock.calls[0] as unknown as [string, { data: unknown }];
    await dispatch('notificationclick', { notification: { data: shown[1].data, close: () => undefined } });
    expect(worker.clients.openWindow).toHaveBeenCalledWith('https://app.example/#/subpackage/messageCentre/index');
  });

  it('an open window of the app is focused and taken to the page instead of a new one', async () => {
    const navigate = vi.fn(() => Promise.resolve(null));
    const focus = vi.fn(() => Promise.resolve({ navigate }));
    const { worker, dispatch } = loadWorker([{ url: 'https://app.example/#/pages/mine/index', focus }]);
    await dispatch('notificationclick', { notification: { data: { path: '/subpackage/topUp/index' }, close: () => undefined } });
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://app.example/#/subpackage/topUp/index');
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });
});
