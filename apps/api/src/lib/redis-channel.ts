import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** What every Redis-backed channel is given: where Redis is, the key prefix of this deployment, and a logger. */
export type RedisChannelDeps = { url: string; prefix: string; log: FastifyBaseLogger };

/**
 * One Redis pub/sub channel between the API instances of a deployment (settings changed, sessions ended, a
 * member's new message): each instance publishes what it did and receives what the others did, never its own.
 * A start never waits on Redis for long, and while Redis is unreachable a warning is logged once (until it
 * answers again); what each channel carries must therefore also reach the other instances some slower way.
 */
export class RedisChannel<T> {
  readonly #id = randomUUID();
  readonly #channel: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #subscribed: Promise<void>;
  #warned = false;

  /**
   * @param name the channel's name under the deployment's prefix
   * @param unreachable what the warning says happens meanwhile
   * @param parse the payload from its JSON, or null when it is not one of ours
   */
  protected constructor(
    deps: RedisChannelDeps,
    options: { name: string; unreachable: string; parse: (payload: Record<string, unknown>) => T | null; onRemote: (payload: T) => void },
  ) {
    this.#channel = `${deps.prefix}${options.name}`;
    const connection = { connectTimeout: 2_000, maxRetriesPerRequest: 1 };
    this.#pub = new Redis(deps.url, connection);
    this.#sub = new Redis(deps.url, connection);
    const warn = (err: unknown) => {
      if (this.#warned) return;
      this.#warned = true;
      deps.log.warn({ err }, `${options.name}: Redis unreachable; ${options.unreachable}`);
    };
    this.#pub.on('error', warn);
    this.#sub.on('error', warn);
    this.#sub.on('ready', () => {
      this.#warned = false;
    });
    this.#sub.on('message', (channel: string, text: string) => {
      if (channel !== this.#channel) return;
      let payload: T | null;
      try {
        const parsed = JSON.parse(text) as { from?: unknown; payload?: unknown };
        if (parsed.from === this.#id || typeof parsed.payload !== 'object' || parsed.payload === null) return;
        payload = options.parse(parsed.payload as Record<string, unknown>);
      } catch {
        return; // not one of ours
      }
      if (payload !== null) options.onRemote(payload);
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

  /**
   * Tells the other instances; a Redis that does not answer loses the note (see the class's comment). Resolves when
   * Redis has handed it to the listening instances, or at once (null) while Redis is not connected.
   */
  protected send(payload: T): Promise<void> | null {
    const sent = this.#pub.publish(this.#channel, JSON.stringify({ from: this.#id, payload })).then(
      () => undefined,
      () => undefined,
    );
    return this.#pub.status === 'ready' ? sent : null;
  }

  close(): void {
    this.#sub.disconnect();
    this.#pub.disconnect();
  }
}
