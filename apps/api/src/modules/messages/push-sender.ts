import { createHmac, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import type { Env } from '../../plugins/env';

export type PushSettings = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ALLOW_HTTP'>;

/** The sender of the configured VAPID keys; null without them (push is off, the app hides its switch). */
export function pushSenderOf(env: PushSettings): PushSender | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return new PushSender({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
    allowHttp: env.PUSH_ALLOW_HTTP,
  });
}

/**
 * What the service worker shows (apps/web/sw/sw.js): already in the device's language; `read`: the token with which a
 * tap marks the message read (POST /message/push/read), the worker having no session of its own.
 */
export type PushPayload = {
  title: string;
  body: string;
  messageId: number;
  object: { kind: string; id: number } | null;
  read: string;
};

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * Sends Web Push messages (RFC 8030) with VAPID (RFC 8292), the payload encrypted `aes128gcm` (RFC 8291) for the
 * subscription's keys by the `web-push` library; the request goes out with fetch, so a timeout and the answer are
 * ours. 'gone': the push service no longer knows the subscription (404/410), so the caller deletes it; any other
 * refusal throws (the delivery is retried).
 */
export class PushSender {
  readonly publicKey: string;
  readonly #vapid: { subject: string; publicKey: string; privateKey: string };
  readonly #allowHttp: boolean;
  /** The key of the read tokens: derived from the VAPID private key (push exists only with it), never the key itself. */
  readonly #readKey: Buffer;

  constructor(options: { publicKey: string; privateKey: string; subject: string; allowHttp?: boolean }) {
    this.publicKey = options.publicKey;
    this.#vapid = { subject: options.subject, publicKey: options.publicKey, privateKey: options.privateKey };
    this.#allowHttp = options.allowHttp ?? false;
    this.#readKey = createHmac('sha256', 'uu:push-read-token').update(options.privateKey).digest();
  }

  /** The token a push carries to mark its message read: an HMAC of the message and its member (it can do nothing else). */
  readToken(messageId: number, userId: number): string {
    return createHmac('sha256', this.#readKey).update(`${messageId}:${userId}`).digest('base64url');
  }

  checkReadToken(messageId: number, userId: number, token: string): boolean {
    const expected = Buffer.from(this.readToken(messageId, userId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Whether the server would send to this endpoint: HTTPS (plain HTTP only with PUSH_ALLOW_HTTP, for tests). */
  accepts(endpoint: string): boolean {
    const protocol = new URL(endpoint).protocol;
    return protocol === 'https:' || (this.#allowHttp && protocol === 'http:');
  }

  async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
    if (!this.accepts(target.endpoint)) return 'gone';
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.#vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`push service answered HTTP ${response.status}`);
    return 'sent';
  }
}
