import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { isUniqueViolation } from '../accounts/accounts.repository';

/** A first request that has not finished after this long is taken to have died; its key may be used again. */
const ABANDONED_MS = 60_000;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_MS = 20_000;

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Idempotency keys of value-moving calls (product.md "Conventions"): the same key with the same
 * body answers the first answer and moves nothing again; with another body it is refused.
 *
 * The key is claimed (inserted) before anything else, so repeats that arrive while the first is
 * still running wait for its answer instead of running beside it; the answer is stored in the
 * same transaction as the ledger postings, so a key is "done" exactly when its money moved. A
 * request that fails frees its key: it moved nothing, and the member may try again with it.
 */
export class IdempotencyService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
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
    const earlier = await this.#claim(userId, key, request.scope, hash);
    if (earlier !== undefined) return earlier as T;
    try {
      await checks();
      return await this.#db.transaction(async (trx) => {
        const result = await perform(trx);
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(result) })
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .execute();
        return result;
      });
    } catch (error) {
      await this.#db.kysely
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('response', 'is', null)
        .execute();
      throw error;
    }
  }

  /** Claims the key (answers undefined), or answers the first request's stored answer. */
  async #claim(userId: number, key: string, scope: string, hash: string): Promise<unknown> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const now = this.#clock.now();
      try {
        await this.#db.kysely
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key, scope, request_hash: hash, response: null, created_at: now })
          .execute();
        return undefined;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await this.#db.kysely
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // the first request failed and freed the key: claim it now
      if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.response !== null) return JSON.parse(row.response) as unknown;
      if (now - row.created_at > ABANDONED_MS) {
        await this.#db.kysely
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .where('response', 'is', null)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (Date.now() > deadline) throw new AppError('TOO_MANY_REQUESTS');
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20));
    }
  }
}
