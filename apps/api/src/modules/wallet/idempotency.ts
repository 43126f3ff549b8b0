import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { isUniqueViolation } from '../accounts/accounts.repository';
import * as repo from './idempotency.repository';

/**
 * How long a claim holds without being renewed. Its owner renews it every RENEW_MS while it works,
 * so a claim whose lease ran out was left by a process that died (a crash, kill -9, a lost host):
 * the next request with its key takes it over at once instead of waiting for it (issue 16 #3).
 */
const LEASE_MS = 10_000;
const RENEW_MS = 3_000;
/**
 * How long a repeat waits for a live first request with its key before answering "in progress,
 * retry": under the member app's 5 s request timeout, so the app reads the answer, not a timeout.
 */
const WAIT_MS = 4_000;

const inProgress = () => new AppError('IDEMPOTENCY_IN_PROGRESS', { status: 409, retryAfterSeconds: 1 });

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Idempotency keys of value-moving calls (product.md "Conventions"): the same key with the same
 * body answers the first answer and moves nothing again; with another body it is refused.
 *
 * The key is claimed (inserted) before anything else, so repeats that arrive while the first is
 * still running wait for its answer instead of running beside it; the answer is stored in the
 * same transaction as the ledger postings, so a key is "done" exactly when its money moved. A
 * request that fails frees its key: it moved nothing, and the member may try again with it.
 *
 * A claim has an owner and a lease the owner renews while it works. A claim whose lease ran out
 * (its process died) is taken over by the next request with the key; the answer is stored only
 * by the claim's current owner, in the transaction that moves the money, so a first request that
 * was only slow, not dead, rolls back instead of moving the money a second time.
 */
export class IdempotencyService {
  readonly #db: Db;
  readonly #clock: Clock;
  /** The claims this instance works on, renewed every RENEW_MS, by owner. */
  readonly #working = new Map<string, { userId: number; key: string; owner: string }>();
  #renewal: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** Stops renewing (the app is closing): claims still held run out after LEASE_MS. */
  close(): void {
    this.#closed = true;
    if (this.#renewal) clearInterval(this.#renewal);
    this.#renewal = null;
    this.#working.clear();
  }

  /**
   * Runs `checks` (outside any transaction: the payment password) and then `perform` in one
   * transaction, once per key. Without a key (the spec's GET form of a call) it just runs them.
   */
  async run<T>(
    request: { userId: number; key: string | null; scope: string; body: unknown },
    checks: () => Promise<void>,
    perform: (trx: Trx) => Promise<T>,
  ): Promise<T> {
    if (!request.key) {
      await checks();
      return this.#db.transaction(perform);
    }
    const { userId, key } = request;
    const hash = sha256Hex(`${request.scope}\n${canonical(request.body)}`);
    const owner = randomUUID();
    const earlier = await this.#claim(userId, key, request.scope, hash, owner);
    if (earlier !== undefined) return earlier as T;
    this.#startWorking(userId, key, owner);
    try {
      await checks();
      return await this.#db.transaction(async (trx) => {
        const result = await perform(trx);
        // Another request took the key over (this one was stalled past its lease): it answers; this rolls back.
        if (!(await repo.storeResponse(trx, { userId, key, owner }, JSON.stringify(result)))) throw inProgress();
        return result;
      });
    } catch (error) {
      await this.#db.provisional((db) => repo.releaseClaim(db, { userId, key, owner }));
      throw error;
    } finally {
      this.#working.delete(owner);
    }
  }

  #startWorking(userId: number, key: string, owner: string) {
    if (this.#closed) return;
    this.#working.set(owner, { userId, key, owner });
    if (this.#renewal) return;
    this.#renewal = setInterval(() => {
      if (this.#working.size === 0) {
        if (this.#renewal) clearInterval(this.#renewal);
        this.#renewal = null;
        return;
      }
      const leaseUntil = this.#clock.now() + LEASE_MS;
      for (const claim of this.#working.values()) {
        this.#db.provisional((db) => repo.renewLease(db, claim, leaseUntil)).catch(() => undefined); // the next renewal tries again; the lease has room for a miss
      }
    }, RENEW_MS);
    this.#renewal.unref();
  }

  /** Claims the key (answers undefined), or answers the first request's stored answer. */
  async #claim(userId: number, key: string, scope: string, hash: string, owner: string): Promise<unknown> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const now = this.#clock.now();
      try {
        const claim = { user_id: userId, key, scope, request_hash: hash, created_at: now, owner, lease_until: now + LEASE_MS };
        // Bookkeeping: durable with the money's commit, or lost with it (Db.provisional).
        await this.#db.provisional((db) => repo.insertClaim(db, claim));
        return undefined;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await repo.findClaim(this.#db.kysely, userId, key);
      if (!row) continue; // the first request failed and freed the key: claim it now
      if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.response !== null) return JSON.parse(row.response) as unknown;
      const leaseEnd = row.lease_until ?? row.created_at + LEASE_MS;
      if (leaseEnd <= now) {
        // Left by a process that died: take the claim over, unless another repeat just did.
        if (await repo.takeOver(this.#db.kysely, row, owner, now + LEASE_MS)) return undefined;
        continue;
      }
      if (Date.now() > deadline) throw inProgress();
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20));
    }
  }
}
