import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { deleteCounter, deleteExpiredCounters, hitCounter, readCounter, unhitCounter } from './throttle.repository';

export type ThrottleResult = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * Business throttles (codes, sign-in), kept in the database: exact under concurrency, shared by
 * every server instance, and they survive a restart. The per-address request flood limit is
 * @fastify/rate-limit's job (plugins/rate-limit.ts), not this one's.
 */
export class ThrottleService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** Counts a hit; allowed while the count in the window is at most `limit`. */
  async consume(key: string, limit: number, windowMs: number): Promise<ThrottleResult> {
    const now = this.#clock.now();
    const { count, expiresAt } = await hitCounter(this.#db.kysely, key, now, windowMs);
    return { allowed: count <= limit, count, retryAfterMs: Math.max(0, expiresAt - now) };
  }

  /** Whether a further hit would be allowed, without counting one. */
  async check(key: string, limit: number): Promise<ThrottleResult> {
    const now = this.#clock.now();
    const { count, expiresAt } = await readCounter(this.#db.kysely, key, now);
    return { allowed: count < limit, count, retryAfterMs: Math.max(0, expiresAt - now) };
  }

  /**
   * Takes back one hit counted by `consume` (an attempt counted first, then found to succeed), so
   * a limit on failures can still count every attempt before it is judged.
   */
  async giveBack(key: string): Promise<void> {
    await unhitCounter(this.#db.kysely, key, this.#clock.now());
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.#db.kysely, key);
  }

  async purgeExpired(): Promise<void> {
    await deleteExpiredCounters(this.#db.kysely, this.#clock.now());
  }
}
