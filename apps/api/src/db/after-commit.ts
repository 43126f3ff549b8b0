import type { Kysely, Transaction } from 'kysely';

/** What each open transaction (of Db.transaction) runs once it has committed. */
const pending = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` in one transaction and, once it committed, what was registered with `afterCommit` inside
 * it (a rollback drops them). What must not happen for a change that rolled back, such as a live push
 * of the message it wrote (issue 21), waits here.
 */
export async function runTransaction<DB, T>(kysely: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await kysely.transaction().execute((trx) => {
    pending.set(trx, callbacks);
    return fn(trx);
  });
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // an after-commit effect never fails the committed change
    }
  }
  return result;
}

/**
 * Registers `fn` to run after the transaction `trx` commits. A transaction opened elsewhere than
 * Db.transaction has no list: `fn` then runs on the next turn, after the caller's statements.
 */
export function afterCommit(trx: object, fn: () => void): void {
  const list = pending.get(trx);
  if (list) list.push(fn);
  else setImmediate(fn);
}

/**
 * Registers `fn` to run after `trx` commits, and only then: a transaction opened elsewhere than Db.transaction (no
 * list to wait on) never runs it. For what would be wrong after a rollback, such as caching a row it may have made.
 */
export function whenCommitted(trx: object, fn: () => void): void {
  pending.get(trx)?.push(fn);
}
