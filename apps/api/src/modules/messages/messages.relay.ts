import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * What one instance tells the others: a member's new message, or that their unread counts changed; or
 * (userId 0) an operator's announcement, which each instance offers to the members it holds sockets of.
 */
export type LiveEvent = { userId: number; messageId: number | null; announcementId?: number };

/**
 * Carries the message centre's live events to the other API instances through Redis pub/sub (issue 21),
 * the pattern of platform/settings-broadcast.ts: each instance pushes to the sockets it holds. Without
 * Redis, or while it is unreachable, only the instance that wrote the message pushes; the others' members
 * see it on their next read.
 */
export class MessagesRelay {
  readonly #id = randomUUID();
  readonly #channel: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #subscribed: Promise<void>;
  #warned = false;

  constructor(deps: { url: string; prefix: string; log: FastifyBaseLogger; onRemote: (event: LiveEvent) => void }) {
    this.#channel = `${deps.prefix}messages`;
    const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
    this.#pub = new Redis(deps.url, options);
    this.#sub = new Redis(deps.url, options);
    const warn = (err: unknown) => {
      if (this.#warned) return;
      this.#warned = true;
      deps.log.warn({ err }, 'messages relay: Redis unreachable; messages reach other instances’ sockets on the next read');
    };
    this.#pub.on('error', warn);
    this.#sub.on('error', warn);
    this.#sub.on('ready', () => {
      this.#warned = false;
    });
    this.#sub.on('message', (channel: string, text: string) => {
      if (channel !== this.#channel) return;
      try {
        const { from, userId, messageId, announcementId } = JSON.parse(text) as { from: string } & LiveEvent;
        if (from !== this.#id && typeof userId === 'number')
          deps.onRemote({
            userId,
            messageId: typeof messageId === 'number' ? messageId : null,
            ...(typeof announcementId === 'number' ? { announcementId } : {}),
          });
      } catch {
        // not one of ours
      }
    });
    this.#subscribed = this.#sub.subscribe(this.#channel).then(
      () => undefined,
      (err: unknown) => warn(err),
    );
  }

  /** Resolves once this instance listens (or after `timeoutMs`: a start never waits on Redis for long). */
  ready(timeoutMs = 3_000): Promise<void> {
    return Promise.race([this.#subscribed, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  publish(event: LiveEvent): void {
    this.#pub.publish(this.#channel, JSON.stringify({ from: this.#id, ...event })).catch(() => undefined);
  }

  close(): void {
    this.#sub.disconnect();
    this.#pub.disconnect();
  }
}
