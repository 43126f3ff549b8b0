import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo: { method: string; url: string } };
/** @fastify/rate-limit's store interface. */
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
};
/** What the request limit counts with: one count per key and window. */
export type LimitStore = Pick<Store, 'incr'>;

const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/**
 * Whether the shared count is in use. While Redis cannot be reached, each instance counts its own
 * (issue 16): a limit that switches off with its store is no limit.
 */
export class SharedLimitState {
  #fallingBack = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    // ioredis reconnects by itself; a lost connection is said once here, not on every request.
    redis.on('error', (error: Error) => this.lost(error));
    redis.on('ready', () => this.regained());
  }

  get fallingBack(): boolean {
    return this.#fallingBack || this.redis.status !== 'ready';
  }

  /** Logged once per change, not per request. */
  lost(error: Error | null) {
    if (this.#fallingBack) return;
    this.#fallingBack = true;
    this.log.warn({ err: error ?? undefined }, 'Redis unreachable: the request limit is counted per instance until it is back');
  }

  regained() {
    if (!this.#fallingBack) return;
    this.#fallingBack = false;
    this.log.info('Redis reachable again: the request limit is shared across instances');
  }
}

class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly state: SharedLimitState,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    if (this.state.redis.status !== 'ready') {
      this.state.lost(null);
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.state.lost(error);
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.state.regained();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.state);
  }
}

/**
 * The request limit's counter: Redis's shared count, this instance's own while Redis is away; without Redis, this
 * instance's own. The shared counters' keys start with the deployment's `REDIS_PREFIX`, so two deployments on one
 * Redis never count together. (@fastify/rate-limit's own stores; its plugin's per-request promises are not used.)
 */
export function limitStore(shared: SharedLimitState | undefined, prefix: string): LimitStore {
  const local = new LocalStore(false, false);
  if (!shared) return local;
  return new FallbackStore(new RedisStore(false, false, shared.redis, `${prefix}rate-limit:`), local, shared);
}
