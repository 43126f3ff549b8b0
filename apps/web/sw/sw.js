// @ts-check
/// <reference lib="webworker" />
// The member app's service worker (docs/decisions.md "Versions, download and PWA"). Built by
// vite.config.ts (`serviceWorker()`), which puts the app shell's files and a version in place of
// the two placeholders below and writes it to dist/sw.js. Served with `Cache-Control: no-cache`.
//
// What it does, and what it never does:
// - precaches the shell (index.html, the entry script and what it imports, its CSS, the manifest
//   and the icons), so the app opens offline;
// - a navigation to the app ('/', '/index.html') goes to the network first and falls back to the
//   cached index.html when offline (the hash router keeps every route under '/');
// - hashed files under /assets/ (lazy routes, languages) are served from the cache, else fetched
//   and kept: their names change with their content, so a cached copy is never stale;
// - nothing else is touched: the API (/user, /auth, /personInfo, …), uploads, /docs, the admin
//   console and other origins go straight to the network, never into a cache.

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
/** @type {string[]} */
const SHELL = __UU_PRECACHE__;
const CACHE = `uu-${__UU_VERSION__}`;
/** The API's base, as the app's (VITE_API_BASE: empty for the page's own origin, a path, or another origin). */
const API_BASE = /** @type {string} */ (__UU_API_BASE__);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('uu-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => sw.clients.claim()),
  );
});

/** @param {URL} url */
const isAsset = (url) => url.origin === sw.location.origin && (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname));

// The page sends the scripts it loaded before this worker took control (the first route's
// chunks), so the first visit alone is enough to open offline.
sw.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((/** @type {unknown} */ u) => typeof u === 'string' && isAsset(new URL(u, sw.location.origin)));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((u) => cache.match(u).then((hit) => hit ?? cache.add(u).catch(() => undefined))))),
  );
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  if (request.mode === 'navigate') {
    if (url.pathname !== '/' && url.pathname !== '/index.html') return;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/index.html', copy));
          }
          return response;
        })
        .catch(() => caches.match('/index.html', { cacheName: CACHE }).then((hit) => hit ?? Response.error())),
    );
    return;
  }

  if (!isAsset(url)) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) void cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});

// Web Push (issue 21): the server sends a message's title and body already in the device's language (the one the
// app was in when it subscribed) with what the message opens; a tap opens that page in the app (hash routes,
// apps/web/src/config/paths.ts; the same places as features/messages/utils/object-href.ts, a test keeps them equal)
// and marks the message read: the worker holds no session (the app keeps it in its own storage), so it sends the
// token the push carried for that message (POST /message/push/read), good for nothing else.

/** @type {Record<string, (id: number) => string>} */
const OBJECT_PATHS = {
  order: (id) => `/subpackage/orderDetails/index?id=${id}`,
  topup: () => '/subpackage/topUp/index',
  withdrawal: () => '/subpackage/walletOperation/index?type=withdrawals',
  transfer: () => '/subpackage/myMoney/index',
  coupon: () => '/subpackage/myCoupon/index',
  team: () => '/subpackage/navTeam/index',
  devices: () => '/subpackage/devices/index',
};

/** @param {unknown} object */
const objectPath = (object) => {
  const o = /** @type {{ kind?: unknown, id?: unknown } | null} */ (object);
  const to = o && typeof o.kind === 'string' ? OBJECT_PATHS[o.kind] : undefined;
  return to && typeof o?.id === 'number' ? to(o.id) : '/subpackage/messageCentre/index';
};

sw.addEventListener('push', (event) => {
  /** @type {{ title?: unknown, body?: unknown, messageId?: unknown, object?: unknown, read?: unknown }} */
  let data;
  try {
    data = event.data?.json() ?? {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'UU';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: typeof data.messageId === 'number' ? `message-${data.messageId}` : undefined,
      data: {
        path: objectPath(data.object),
        read: typeof data.messageId === 'number' && typeof data.read === 'string' ? { id: data.messageId, token: data.read } : null,
      },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = /** @type {{ path?: unknown, read?: { id?: unknown, token?: unknown } | null } | null} */ (event.notification.data);
  const path = typeof data?.path === 'string' && data.path.startsWith('/') ? data.path : '/subpackage/messageCentre/index';
  const url = `${sw.location.origin}/#${path}`;
  const read = data?.read;
  const marked =
    read && typeof read.id === 'number' && typeof read.token === 'string'
      ? fetch(new URL(`${API_BASE}/message/push/read`, sw.location.origin).href, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: read.id, token: read.token }),
        }).catch(() => undefined)
      : Promise.resolve();
  const opened = sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
    if (!open) return sw.clients.openWindow(url);
    return open
      .focus()
      .then((client) => client.navigate(url))
      .catch(() => sw.clients.openWindow(url));
  });
  event.waitUntil(Promise.all([marked, opened]));
});
