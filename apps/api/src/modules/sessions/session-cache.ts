import { performance } from 'node:perf_hooks';
import { LRUCache } from 'lru-cache';
import type { RowWrite } from '../../db/row-writes';
import type { SessionWithUser } from './sessions.repository';

/** What a write made stale: members, sessions, or (`all`) rows no one can name. */
export type Forget = { users: readonly number[]; sessions: readonly number[]; all: boolean };

/** Columns whose change leaves a cached lookup right: the payment-password counters (read fresh by every check), the sliding expiry (kept by the cache's owner). */
const UNCACHED_COLUMNS: Readonly<Record<string, ReadonlySet<string>>> = {
  users: new Set(['pay_failures', 'pay_locked_until', 'pay_inflight', 'pay_inflight_at', 'updated_at']),
  sessions: new Set(['last_seen_at', 'expires_at']),
};

function ids(values: readonly unknown[] | undefined): number[] | null {
  if (!values) return null;
  const numbers = values.map(Number);
  return numbers.every(Number.isSafeInteger) ? numbers : null;
}

/** What a write of `users` or `sessions` (db/row-writes.ts) makes stale; null when nothing cached. */
export function forgetOf(write: RowWrite): Forget | null {
  const uncached = UNCACHED_COLUMNS[write.table];
  if (!uncached) return null;
  if (write.columns && write.columns.every((column) => uncached.has(column))) return null;
  if (write.table === 'users') {
    const users = ids(write.equals.get('id'));
    return users ? { users, sessions: [], all: false } : { users: [], sessions: [], all: true };
  }
  const sessions = ids(write.equals.get('id'));
  const users = ids(write.equals.get('user_id'));
  if (!sessions && !users) return { users: [], sessions: [], all: true };
  return { users: users ?? [], sessions: sessions ?? [], all: false };
}

type Entry = { found: SessionWithUser; readAt: number };

export type SessionCacheOptions = {
  /** How long a lookup is used before the database is asked again. */
  ttlMs: number;
  /** The most lookups kept (least recently used go first). */
  max: number;
  /**
   * After a member or session is written, how long its lookups are not kept: the write is told as
   * it is sent, and a read between that and its commit still sees the row before it.
   */
  holdMs?: number;
  /** Monotonic milliseconds (a test's own time). */
  now?: () => number;
};

/**
 * The session lookups of this process (hashed token → session and member), so an authenticated call
 * costs no database round trip (issue 25). The database stays the truth: every UPDATE or DELETE of
 * `users` and `sessions` drops what it touched, at the moment it is sent (db/row-writes.ts), here and
 * on the other instances through Redis (session-cache-broadcast.ts); a lookup read while such a write
 * may not have committed yet is not kept; and nothing is used longer than `ttlMs`, which bounds what
 * another instance without Redis can miss. Sign-out, password change, disable and switch therefore
 * take effect at once. Money never trusts the cached member: the payment password, its lock and the
 * balances are read in the paying call itself.
 */
export class SessionCache {
  readonly #entries: LRUCache<string, Entry>;
  /** When each member and session was last written (forgotten), and when every row was. */
  readonly #usersAt: LRUCache<number, number>;
  readonly #sessionsAt: LRUCache<number, number>;
  #allAt = Number.NEGATIVE_INFINITY;
  readonly #ttlMs: number;
  readonly #holdMs: number;
  readonly now: () => number;

  constructor(options: SessionCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#holdMs = options.holdMs ?? 2_000;
    this.now = options.now ?? (() => performance.now());
    this.#entries = new LRUCache({ max: options.max });
    // A write's mark pushed out by newer ones still counts: as a write of every row.
    const marks = {
      max: options.max * 4,
      dispose: (at: number, _key: number, reason: LRUCache.DisposeReason) => {
        if (reason === 'evict') this.#allAt = Math.max(this.#allAt, at);
      },
    };
    this.#usersAt = new LRUCache(marks);
    this.#sessionsAt = new LRUCache(marks);
  }

  get size(): number {
    return this.#entries.size;
  }

  #lastWrite(found: SessionWithUser): number {
    return Math.max(
      this.#allAt,
      this.#usersAt.get(found.user.id) ?? Number.NEGATIVE_INFINITY,
      this.#sessionsAt.get(found.session.id) ?? Number.NEGATIVE_INFINITY,
    );
  }

  /** The lookup of a token's hash, unless it is older than `ttlMs` or its member or session was written since. */
  get(tokenHash: string): SessionWithUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() - entry.readAt > this.#ttlMs || entry.readAt <= this.#lastWrite(entry.found)) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.found;
  }

  /** Keeps a lookup read from `readAt` on, unless its member or session was written too close before. */
  set(tokenHash: string, found: SessionWithUser, readAt: number): void {
    if (readAt <= this.#lastWrite(found) + this.#holdMs) return;
    Object.freeze(found.user);
    this.#entries.set(tokenHash, { found, readAt });
  }

  /** Drops the lookups a write made stale (this instance's write or another's). */
  forget({ users, sessions, all }: Forget): void {
    const at = this.now();
    if (all) {
      this.#allAt = at;
      this.#entries.clear();
    }
    for (const id of users) this.#usersAt.set(id, at);
    for (const id of sessions) this.#sessionsAt.set(id, at);
  }
}
