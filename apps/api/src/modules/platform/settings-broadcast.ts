import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Tells the other instances that an operator changed platform settings (the maintenance switch,
 * the order windows, the time zone…), through Redis pub/sub: they drop their cached copy at once
 * instead of at the end of its 5 s (issue 16 #9). Without Redis, or while it is unreachable, the
 * caches' own timers still bring every instance up to date within 5 s.
 */
export class SettingsBroadcast {
  readonly #id = randomUUID();
  readonly #channel: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #subscribed: Promise<void>;
  #warned = false;

  constructor(deps: { url: string; prefix: string; log: FastifyBaseLogger; onRemoteChange: (keys: string[]) => void }) {
    this.#channel = `${deps.prefix}settings-changed`;
    const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
    this.#pub = new Redis(deps.url, options);
    this.#sub = new Redis(deps.url, options);
    const warn = (err: unknown) => {
      if (this.#warned) return;
      this.#warned = true;
      deps.log.warn({ err }, 'settings broadcast: Redis unreachable; other instances see setting changes within 5 s');
    };
    this.#pub.on('error', warn);
    this.#sub.on('error', warn);
    this.#sub.on('ready', () => {
      this.#warned = false;
    });
    this.#sub.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      try {
        const { from, keys } = JSON.parse(message) as { from: string; keys: string[] };
        if (from !== this.#id && Array.isArray(keys)) deps.onRemoteChange(keys);
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

  announce(keys: string[]): void {
    this.#pub.publish(this.#channel, JSON.stringify({ from: this.#id, keys })).catch(() => undefined);
  }

  close(): void {
    this.#sub.disconnect();
    this.#pub.disconnect();
  }
}
