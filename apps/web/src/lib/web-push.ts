import type { PushSubscribeBody } from '@uu/contract/messages';

/** The push manager of the app's service worker (apps/web/sw/sw.js); null where there is none (no support, plain HTTP, development). */
async function pushManager(): Promise<PushManager | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof Notification === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
}

/** Whether this browser can take push notifications at all (and the app's worker is installed). */
export async function pushSupported(): Promise<boolean> {
  return (await pushManager()) !== null;
}

/** This device's current subscription's endpoint, or null. */
export async function currentEndpoint(): Promise<string | null> {
  const manager = await pushManager();
  return (await manager?.getSubscription())?.endpoint ?? null;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export type PushOutcome = { ok: true; subscription: PushSubscribeBody } | { ok: false; reason: 'unsupported' | 'denied' };

/** Asks the browser's permission, then subscribes this device with the server's VAPID key. */
export async function subscribeDevice(publicKey: string): Promise<PushOutcome> {
  const manager = await pushManager();
  if (!manager) return { ok: false, reason: 'unsupported' };
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  const subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
  const json = subscription.toJSON();
  return {
    ok: true,
    subscription: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  };
}

/** Ends this device's subscription with the browser; answers its endpoint (to tell the server), or null if there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await (await pushManager())?.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
