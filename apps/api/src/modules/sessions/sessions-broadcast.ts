import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Tells the other instances that sessions ended (a device signed out from another one), through
 * Redis pub/sub, so that they close those sessions' chat sockets at once too. Without Redis, or
 * while it is unreachable, such a socket still ends at its next frame, which checks the session.
 */
export class SessionsBroadcast {
  readonly #id = randomUUID();
  readonly #channel: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #subscribed: Promise<void>;
  #warned = false;

  constructor(deps: { url: string; prefix: string; log: FastifyBaseLogger; onRemoteEnd: (sessionIds: number[]) => void }) {
    this.#channel = `${deps.prefix}sessions-ended`;
    const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
    this.#pub = new Redis(deps.url, options);
    this.#sub = new Redis(deps.url, options);
    const warn = (err: unknown) => {
      if (this.#warned) return;
      this.#warned = true;
      deps.log.warn({ err }, 'sessions broadcast: Redis unreachable; other instances close a signed-out socket at its next frame');
    };
    this.#pub.on('error', warn);
    this.#sub.on('error', warn);
    this.#sub.on('ready', () => {
      this.#warned = false;
    });
    this.#sub.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      try {
        const { from, ids } = JSON.parse(message) as { from: string; ids: unknown };
        if (from !== this.#id && Array.isArray(ids)) deps.onRemoteEnd(ids.filter((id): id is number => Number.isInteger(id)));
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

  announce(sessionIds: readonly number[]): void {
    if (sessionIds.length === 0) return;
    this.#pub.publish(this.#channel, JSON.stringify({ from: this.#id, ids: sessionIds })).catch(() => undefined);
  }

  close(): void {
    this.#sub.disconnect();
    this.#pub.disconnect();
  }
}
